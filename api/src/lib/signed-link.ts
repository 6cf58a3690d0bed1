// Signed links that act without signing in (a saved search's unsubscribe, a listing's 'Still available'): the token
// is an HMAC-SHA256 of the subject under the app's secret and the link's purpose, so a token of one purpose never
// works for another, and a link cannot be made for a subject without the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function linkToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', `${secret}:${purpose}`).update(subject).digest('base64url');
}

/** Whether `token` is this subject's token for this purpose (compared in constant time). */
export function linkTokenMatches(secret: string, purpose: string, subject: string, token: string): boolean {
  const expected = Buffer.from(linkToken(secret, purpose, subject));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
