/** The version date of each legal document ('YYYY-MM-DD'): change it with the text. */
export const TERMS_UPDATED_AT = '2026-11-24';
export const PRIVACY_UPDATED_AT = '2026-11-24';
export const LEGAL_NOTICE_UPDATED_AT = '2026-11-24';
