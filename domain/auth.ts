/** Rules of the account forms, the same for the browser's checks and the server's (and their messages). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A person's name on registration. */
export const NAME_LENGTH = { min: 2, max: 150 } as const;
export const EMAIL_MAX = 254;
/** Loose on purpose: the mailed link is the real check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
