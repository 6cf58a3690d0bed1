// Reading and showing Nigerian phone numbers, without libphonenumber (phone.ts pulls it in for foreign numbers and
// form fields): pages that only show a phone (profiles, tables) and the API's CSV files import this one.

/** Separators people type or paste inside a number: spaces (also non-breaking), dashes, dots, parentheses. */
export const phoneSeparators = /[\s\u00a0\-–.()/]/g;

/**
 * The one Nigerian phone parse: every usual spelling ('0803 123 4567', '803-123-4567', '(0803) 123.4567',
 * '+234 803 123 4567', '234 803 123 4567', '+234 (0) 803 123 4567') to E.164 '+2348031234567': ten national
 * digits, the first 7, 8 or 9 (mobile) or 1–9 (fixed lines with their area code). A wrong length or any letter is
 * null: the caller says 'Please enter a valid phone number'.
 */
export function parseNigerianPhone(text: string): string | null {
  const compact = text.trim().replace(phoneSeparators, '');
  let national: string;
  if (/^\+234\d+$/.test(compact)) national = compact.slice(4);
  else if (/^00234\d+$/.test(compact)) national = compact.slice(5);
  else if (/^234\d{10,11}$/.test(compact)) national = compact.slice(3);
  else if (/^\d+$/.test(compact)) national = compact;
  else return null;
  if (national.length === 11 && national.startsWith('0')) national = national.slice(1);
  return /^[1-9]\d{9}$/.test(national) ? `+234${national}` : null;
}

/**
 * The one way a phone is shown (profiles, leads, contact messages, admin tables, CSV files): '+2348031234501' →
 * '+234 803 123 4501'. A foreign number is shown as stored (E.164), anything unreadable as it is.
 */
export function formatPhoneForDisplay(phone: string): string {
  const nigerian = /^\+/.test(phone.trim()) && !/^\+234/.test(phone.trim()) ? null : parseNigerianPhone(phone);
  if (nigerian) return `+234 ${nigerian.slice(4, 7)} ${nigerian.slice(7, 10)} ${nigerian.slice(10)}`;
  return phone;
}
