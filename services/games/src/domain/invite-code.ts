import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied by hand stays unambiguous. */
export const inviteCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const inviteCodeLength = 10;

/** A fresh invite code from the system's CSPRNG: 31^10 (about 8e14) codes, so guessing one is hopeless. */
export function newInviteCode(): string {
  let code = '';
  for (let index = 0; index < inviteCodeLength; index += 1)
    code += inviteCodeAlphabet[randomInt(inviteCodeAlphabet.length)];
  return code;
}

/** Codes are typed by hand: ignore case and surrounding blanks. */
export const normalizeInviteCode = (code: string): string => code.trim().toUpperCase();
