import { randomBytes } from 'node:crypto';

/** A readable, unique-enough slug: 'adaeze-okafor-3f9k2a'. Callers retry on the rare unique clash. */
export function personSlug(firstName: string, lastName: string): string {
  const base = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40);
  const suffix =
    randomBytes(4)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 6) || 'x';
  return base ? `${base}-${suffix}` : `user-${suffix}`;
}
