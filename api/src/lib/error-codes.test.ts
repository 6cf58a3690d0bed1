// Every error body has one shape, `{ code, message, ... }`, whoever answered it (issue 35): real requests into the
// app on a real database.
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@naija-homes/contracts/messages';
import { offerMessages } from '@naija-homes/contracts/offer';
import { setupTestApp } from '../test/app';
import { signedInUser } from '../test/users';
import { errorCatalogs, errorCode } from './error-codes';

const t = await setupTestApp();
const contractsDir = join(import.meta.dir, '../../../contracts/src');

describe('error codes', () => {
  test('every message catalog of the contracts is listed, and no two messages share a code', () => {
    const declared = readdirSync(contractsDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(join(contractsDir, file), 'utf8').matchAll(/^export const (\w*[mM]essages)\b/gm)].map(
          (match) => match[1],
        ),
      );
    expect(declared.length).toBeGreaterThan(30);
    const listed = new Set(errorCatalogs.map(({ catalog }) => catalog));
    expect(listed.size).toBe(declared.length);
    const codes = new Map<string, string>();
    for (const { catalog } of errorCatalogs) {
      for (const text of Object.values(catalog)) {
        if (typeof text !== 'string') continue;
        const code = errorCode(400, text);
        expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
        const other = codes.get(code);
        if (other !== undefined) expect(other, code).toBe(text);
        codes.set(code, text);
      }
    }
  });

  test("a message's code is its catalog name; a message outside the catalogs gets its status's", () => {
    expect(errorCode(400, messages.phoneInvalid)).toBe('phone_invalid');
    expect(errorCode(409, offerMessages.notForOffers)).toBe('offer_not_for_offers');
    expect(errorCode(404, 'No listing with id 42')).toBe('not_found');
    expect(errorCode(418, 'Teapot')).toBe('request_refused');
    expect(errorCode(504, 'Gateway timeout')).toBe('server_error');
  });

  test('answers from routes, the guard, validation, the origin check, the size limit and the 404 all carry it', async () => {
    const visitor = t.client();
    const unknown = await visitor.get('/api/v1/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'not_found', message: messages.notFound });

    const guarded = await visitor.get('/api/v1/user/me');
    expect(guarded.status).toBe(401);
    expect(guarded.body).toEqual({ code: 'unauthorized', message: messages.unauthorized });

    const buyer = await signedInUser(t, 'BUYER');
    const invalid = await buyer.client.patch('/api/v1/user/profile', { phoneNumber: '12' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ code: 'phone_invalid', message: messages.phoneInvalid });

    const crossSite = await buyer.client.request('POST', '/api/v1/auth/sign-out', undefined, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toEqual({ code: 'cross_site_refused', message: messages.crossSiteRefused });

    const huge = await visitor.post('/api/v1/contact-us/create', { message: 'x'.repeat(1024 * 1024 + 10) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'too_large' });
    // The body is whole JSON again, its length recomputed.
    const raw = await visitor.raw('GET', '/api/v1/no-such-route');
    const text = await raw.text();
    expect(Number(raw.headers.get('content-length') ?? text.length)).toBe(new TextEncoder().encode(text).length);
  });
});
