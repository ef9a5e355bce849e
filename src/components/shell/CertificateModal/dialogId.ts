/** The certificate dialog's id: the record badge and the footer's banner name it to open it. */
export const CERTIFICATE_DIALOG_ID = 'record-certificate';

/** Its title's id (one certificate dialog per page), which labels the dialog. */
export const CERTIFICATE_TITLE_ID = 'record-certificate-title';
