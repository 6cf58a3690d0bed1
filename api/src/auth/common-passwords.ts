// The passwords people pick most (zxcvbn's list of about 49,000, from real breaches), checked on the server only:
// the list would weigh on every page if the browsers had to download it.

import { messages } from '@naija-homes/contracts/messages';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../lib/errors';

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()));
  return common;
}

/** Whether the password is one of the common ones, in any letter case (Password1 is password1). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/** Refuses a common password with a clear 400; the length rules (8–30) are the schema's, checked before. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, messages.commonPassword);
}
