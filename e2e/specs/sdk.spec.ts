// Issue 35's integration, as a third party builds it: only the published SDK package (client/dist/sdk, made by
// `npm run build:sdk`) and the API's document, nothing of the platform's code. An agency signs in its app, creates
// an API key, pages listings with filters from its own website, creates and publishes a listing with photos
// idempotently, reads its leads, meets a 429 and reads its headers, and revalidates a listing with If-None-Match.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
// Types only: the calls below go through the built package, which declares exactly these.
import type * as NaijaHomesSdk from '../../client/src/sdk';

const sdkDir = join(import.meta.dirname, '../../client/dist/sdk');
const CRM_PAGE = '/crm/index.html';

test.skip(({ isMobile }) => isMobile, 'an API integration: one run is enough');

/** The agency's own website: a page and the SDK's browser module, served from this machine on a port of its own. */
async function agencyWebsite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === '/crm/sdk.browser.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(readFileSync(join(sdkDir, 'sdk.browser.js')));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><html lang="en"><title>Agency CRM</title><h1>Agency CRM</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a third party integrates with the SDK: key, paging, an idempotent listing with photos, leads, 429, 304', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sdk = (await import(pathToFileURL(join(sdkDir, 'sdk.js')).href)) as typeof NaijaHomesSdk;
  const { createNaijaHomesClient, ok, isApiError, multipartBody } = sdk;
  const baseUrl = baseURL as string;

  // The agency's app signs in once, as an agent with a plan, and keeps the session token.
  const app = createNaijaHomesClient({ baseUrl });
  const signedIn = await app.POST('/api/v1/auth/sign-in', {
    body: { email: 'agent@demo.ng', password: 'Demo-pass-2026' },
  });
  const sessionToken = signedIn.response.headers.get('set-auth-token');
  expect(sessionToken).toBeTruthy();
  const session = createNaijaHomesClient({ baseUrl, sessionToken: sessionToken as string });

  // …and creates a key for its CRM.
  const created = await ok(session.POST('/api/v1/api-key', { body: { name: 'CRM sync (e2e)', scope: 'write' } }));
  const apiKey = created.data.key;
  expect(apiKey).toMatch(/^nhk_/);
  const crm = createNaijaHomesClient({ baseUrl, apiKey, retries: 0 });

  // The listing this test publishes is deleted at the end: other tests count the demo agent's listings and pick
  // them by position.
  let draftId: string | undefined;
  try {
    // Listings to rent, three a page, two pages: different homes, all to rent.
    const query = { propertyFor: 'rent' as const, page: 1, limit: 3 };
    const first = await ok(crm.GET('/api/v1/property/all', { params: { query } }));
    const second = await ok(crm.GET('/api/v1/property/all', { params: { query: { ...query, page: 2 } } }));
    expect(first.totalPages).toBeGreaterThanOrEqual(2);
    expect([...first.data, ...second.data].every((home) => home.propertyFor === 'rent')).toBe(true);
    const ids = new Set([...first.data, ...second.data].map((home) => home._id));
    expect(ids.size).toBe(first.data.length + second.data.length);

    // The same search from the agency's own website (another origin: its own server on another port), in a
    // browser, through the SDK's browser module: the public read without credentials, the leads with the key; the
    // browser enforces CORS for real.
    const website = await agencyWebsite();
    const foreignOrigin = website.origin;
    expect(foreignOrigin).not.toBe(new URL(baseUrl).origin);
    await page.goto(`${foreignOrigin}${CRM_PAGE}`);
    const fromWebsite = await page.evaluate(
      async ({ api, key }) => {
        const moduleUrl = '/crm/sdk.browser.js';
        const { createNaijaHomesClient: create, ok: unwrap } = (await import(moduleUrl)) as typeof NaijaHomesSdk;
        const visitor = create({ baseUrl: api });
        const homes = await unwrap(
          visitor.GET('/api/v1/property/all', { params: { query: { propertyFor: 'rent', page: 1, limit: 3 } } }),
        );
        const agency = create({ baseUrl: api, apiKey: key });
        const leads = await unwrap(agency.GET('/api/v1/lead/all', { params: { query: { page: 1 } } }));
        return { origin: location.origin, homes: homes.data.length, leadsIsList: Array.isArray(leads.data) };
      },
      { api: baseUrl, key: apiKey },
    );
    expect(fromWebsite).toEqual({ origin: foreignOrigin, homes: 3, leadsIsList: true });

    // A listing created twice with one Idempotency-Key (a retry after a timeout) is one draft.
    const idempotencyKey = `crm-listing-${Date.now()}`;
    const createListing = () =>
      crm.POST('/api/v1/property/create', {
        body: { title: 'Two Bedroom Flat In Surulere' },
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    const firstTry = await createListing();
    const retry = await createListing();
    draftId = (await ok(Promise.resolve(firstTry))).data._id;
    expect((await ok(Promise.resolve(retry))).data._id).toBe(draftId);
    const id = draftId;
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');

    await ok(
      crm.PATCH('/api/v1/property/{id}', {
        params: { path: { id } },
        body: {
          propertyType: 'flat',
          propertyFor: 'rent',
          price: 1_800_000,
          rentPaymentFrequency: 'annually',
          leaseTerm: 'long-term',
          area: 1100,
          totalArea: 1200,
          bedrooms: 2,
          bathrooms: 2,
          state: 'Lagos',
          city: 'Surulere',
          address: 'Adeniran Ogunsanya Street, Surulere',
          latitude: 6.4926,
          longitude: 3.3549,
        },
      }),
    );
    const photos = await page.evaluate(() =>
      ['#0b6e4f', '#1e5aa8', '#8e3b46'].map((colour) => {
        const canvas = document.createElement('canvas');
        canvas.width = 800;
        canvas.height = 600;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.fillStyle = colour;
        context.fillRect(0, 0, 800, 600);
        return canvas.toDataURL('image/png').split(',')[1] as string;
      }),
    );
    for (const [index, photo] of photos.entries()) {
      const file = new File([Buffer.from(photo, 'base64')], `room-${index + 1}.png`, { type: 'image/png' });
      await ok(
        crm.POST('/api/v1/property/{id}/photos', {
          params: { path: { id } },
          ...multipartBody<'/api/v1/property/{id}/photos'>({ photos: [file] }),
        }),
      );
    }
    const published = await ok(crm.POST('/api/v1/property/{id}/publish', { params: { path: { id } } }));
    const slug = published.data.slug;
    expect(slug).toBeTruthy();

    // Leads of the key's owner.
    const leads = await ok(crm.GET('/api/v1/lead/all', { params: { query: { page: 1 } } }));
    expect(Array.isArray(leads.data)).toBe(true);

    // The public page of the new listing, revalidated: the same ETag answers 304 with no body.
    const read = await crm.GET('/api/v1/property/slug/{slug}', { params: { path: { slug } } });
    expect(read.data?.data.title).toBe('Two Bedroom Flat In Surulere');
    const etag = read.response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await crm.GET('/api/v1/property/slug/{slug}', {
      params: { path: { slug } },
      headers: { 'If-None-Match': etag as string },
    });
    expect(again.response.status).toBe(304);

    // The key's own budget runs out: a 429 that says how long to wait and what is left.
    let limited: NaijaHomesSdk.ApiError | undefined;
    for (let round = 0; round < 30 && !limited; round++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          ok(crm.GET('/api/v1/lead/all', { params: { query: { page: 1 } } })).catch((e: unknown) => e),
        ),
      );
      limited = answers.find((answer): answer is NaijaHomesSdk.ApiError => isApiError(answer, 429));
    }
    expect(limited?.code).toBe('too_many_requests');
    expect(limited?.retryAfter).toBeGreaterThan(0);
    // The session (another credential) is not slowed by the key's budget.
    expect((await session.GET('/api/v1/api-key')).response.status).toBe(200);
    await website.close();
  } finally {
    if (draftId) await ok(session.DELETE('/api/v1/property/{id}', { params: { path: { id: draftId } } }));
    await ok(session.DELETE('/api/v1/api-key/{id}', { params: { path: { id: created.data._id } } }));
  }
  const revoked = await crm.GET('/api/v1/user/me').catch((error: unknown) => error);
  expect(isApiError(revoked, 401)).toBe(true);
});
