/** The certificate dialog's id: the record badge and the footer's banner name it to open it. */
export const CERTIFICATE_DIALOG_ID = 'record-certificate';
