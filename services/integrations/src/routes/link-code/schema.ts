import { randomInt } from 'node:crypto';

/** How long a link code can be redeemed with /link. */
export const linkCodeLifetimeMs = 10 * 60 * 1000;

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const codeLength = 8;

/** A fresh one-time code: 31^8 (about 8.5e11) possibilities, drawn with a cryptographic generator. */
export const newLinkCode = () =>
  Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]).join('');
