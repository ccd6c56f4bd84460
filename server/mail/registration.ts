/**
 * Mails of self-registration that say what the register answer does not (it is the same for every
 * outcome, so it tells nobody which NIMs have accounts): a NIM already taken, an approval decided.
 * Their texts are in the mail catalog (./texts) with the others.
 */
export { approvedMail, nimTakenMail, rejectedMail } from './templates';
