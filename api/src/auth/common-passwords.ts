// The passwords people pick most (zxcvbn's list of about 49,000, from real breaches), and the shapes a guesser tries
// before any list (abcdefgh, aaaaaaaa, 87654321, abcabcab, a common word with a year): checked on the server only,
// as the list would weigh on every page if the browsers had to download it.

import { messages } from '@naija-homes/contracts/messages';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../lib/errors';

let common: Set<string> | undefined;

/** Words Nigerians are known to build passwords on, which an English breach list ranks low or misses. */
const localWords = ['naija', 'nigeria', 'naijahomes', 'lagos', 'abuja', 'ibadan', 'kano', 'enugu', 'lekki', 'jesus'];

function commonPasswords(): Set<string> {
  common ??= new Set([
    ...(dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
    ...localWords,
  ]);
  return common;
}

/** Rows of a keyboard, forwards; a run along one of them is a walk, not a password. */
const keyboardRows = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** abcdefgh, 87654321, zyxwvuts: every character one step from the last, the same way all along. */
function isStraightRun(text: string): boolean {
  if (text.length < 4) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i += 1) if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** aaaaaaaa, abababab, abcabcab: a unit of up to four characters over and over. */
function isRepeatedUnit(text: string): boolean {
  for (let size = 1; size <= 4 && size * 2 <= text.length; size += 1) {
    const unit = text.slice(0, size);
    if (unit.repeat(Math.ceil(text.length / size)).slice(0, text.length) === text) return true;
  }
  return false;
}

function isKeyboardWalk(text: string): boolean {
  return (
    text.length >= 6 && keyboardRows.some((row) => row.includes(text) || [...row].reverse().join('').includes(text))
  );
}

/**
 * Whether the password is common, in any letter case (Password1 is password1): on the list, a straight run, a
 * repeated unit, a keyboard walk, or a listed word followed only by digits and symbols (Lagos2026!, password@123).
 */
export function isCommonPassword(password: string): boolean {
  const text = password.trim().toLowerCase();
  const list = commonPasswords();
  if (list.has(text) || isStraightRun(text) || isRepeatedUnit(text) || isKeyboardWalk(text)) return true;
  const word = /^([a-z]{4,})[\d\W_]{1,6}$/.exec(text)?.[1];
  if (word && (list.has(word) || isStraightRun(word) || isRepeatedUnit(word))) return true;
  const digitsFirst = /^[\d\W_]{1,6}([a-z]{4,})$/.exec(text)?.[1];
  return digitsFirst !== undefined && list.has(digitsFirst);
}

/** Refuses a common password with a clear 400; the length rules (8–30) are the schema's, checked before. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, messages.commonPassword);
}
