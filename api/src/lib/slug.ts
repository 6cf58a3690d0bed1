import { randomBytes } from 'node:crypto';

/** A readable, unique-enough slug: 'adaeze-okafor-3f9k2a'. Callers retry on the rare unique clash. */
export function personSlug(firstName: string, lastName: string): string {
  return readableSlug(`${firstName} ${lastName}`, 'user', 40);
}

/** 'Luxury Duplex in Lekki' → 'luxury-duplex-in-lekki-k3x9q2': words for people, a suffix for uniqueness. */
export function readableSlug(text: string, fallback: string, maxBase = 60): string {
  const base = text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, maxBase)
    .replace(/-+$/, '');
  const suffix =
    randomBytes(4)
      .toString('base64url')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 6) || 'x';
  return base ? `${base}-${suffix}` : `${fallback}-${suffix}`;
}
