// Device cookies (OWASP's answer to lockouts by address): a browser that has signed in to an account keeps a cookie
// naming that account, signed with the server's secret. When a client address has used up its failed sign-ins (a
// whole office or a carrier's NAT behind one address, or a proxy without TRUST_PROXY), that browser still signs in
// with the right password; its own failures are limited per device instead.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'naija.device';
/** A year: a device people use is known for as long as they keep using it (each sign-in renews it). */
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The account, not readable from the cookie (a hash of the address, not the address). */
const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

const signature = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:known-device`).update(body).digest('base64url');

/** A new device cookie's value for this account: `<account>.<device>.<signature>`. */
export function deviceCookieValue(secret: string, email: string): string {
  const body = `${accountTag(email)}.${randomBytes(16).toString('base64url')}`;
  return `${body}.${signature(secret, body)}`;
}

/** The device's id when the cookie is ours and names this account; null for anything else. */
export function knownDeviceId(secret: string, email: string, cookie: string | undefined): string | null {
  const [tag, device, signed, ...rest] = (cookie ?? '').split('.');
  if (!tag || !device || !signed || rest.length || tag !== accountTag(email)) return null;
  const expected = Buffer.from(signature(secret, `${tag}.${device}`));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}
