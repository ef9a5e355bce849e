export const CERTIFICATE_DIALOG_ID = 'record-certificate';

export const CERTIFICATE_TITLE_ID = 'record-certificate-title';
