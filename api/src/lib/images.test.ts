// Upscale bombs: a PNG of a few dozen bytes declaring W×1 (or 1×W) pixels, sent to every image upload a signed-in
// person can reach, is refused from its header in well under a second; real photos still go through, and a small one
// keeps its box's shape without being enlarged.
import { describe, expect, test } from 'bun:test';
import { deflateSync } from 'node:zlib';
import type { Package } from '@naija-homes/contracts/billing';
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_SIDE, imageBounds, imageMessages } from '@naija-homes/contracts/upload';
import sharp from 'sharp';
import { setupTestApp } from '../test/app';
import type { TestResponse } from '../test/client';
import { photoBytes } from '../test/files';
import { type SignedInUser, signedInUser } from '../test/users';

const t = await setupTestApp();

/** A real 1-bit greyscale PNG of width × height pixels, all black: tens of bytes, whatever its size. */
function tinyPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new Uint8Array(8 + data.length + 4);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, Bun.hash.crc32(body));
    return out;
  };
  const header = new Uint8Array(13);
  new DataView(header.buffer).setUint32(0, width);
  new DataView(header.buffer).setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8);
  // Each row: filter byte 0, then one bit per pixel.
  const rows = new Uint8Array(height * (1 + Math.ceil(width / 8)));
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', deflateSync(rows, { level: 9 })),
    ...chunk('IEND', new Uint8Array()),
  ]);
}

const strips = [2000, 4000, 60_000].flatMap((long): [number, number][] => [
  [long, 1],
  [1, long],
]);

async function agentWithPlan(name: string): Promise<SignedInUser> {
  const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
  const plan = plans.find((p) => p.name === name) as Package;
  const agent = await signedInUser(t, 'AGENT');
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: plan._id,
  });
  const sessionId = payment.body.data.url.split('/').pop() as string;
  expect((await agent.client.post(`/api/v1/billing/local/checkout/${sessionId}/confirm`)).status).toBe(200);
  return agent;
}

const buyer = await signedInUser(t, 'BUYER');
const agent = await agentWithPlan('Elite');
const admin = await signedInUser(t, 'ADMIN');
const listingId = (
  await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
    title: 'Lovely Family Home in Lekki',
    propertyCategory: 'residential',
  })
).body.data._id;
const articleId = (
  await admin.client.post<{ data: { _id: string } }>('/api/v1/admin/news', {
    title: 'Renting in Lagos: what to budget beyond the rent',
    body: 'Besides a year of rent, most landlords ask for a **caution deposit**.',
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
  })
).body.data._id;

interface ImageRoute {
  label: string;
  who: SignedInUser;
  method: 'POST' | 'PUT';
  path: string;
  field: string;
  /** A photo of a shape this use takes. */
  good: [number, number];
}

const routes: ImageRoute[] = [
  { label: 'profile photo', who: buyer, method: 'PUT', path: '/api/v1/user/photo', field: 'photo', good: [600, 400] },
  {
    label: 'cover photo',
    who: buyer,
    method: 'PUT',
    path: '/api/v1/user/cover-photo',
    field: 'coverPhoto',
    good: [1200, 500],
  },
  {
    label: 'listing photos',
    who: agent,
    method: 'POST',
    path: `/api/v1/property/${listingId}/photos`,
    field: 'photos',
    good: [1200, 800],
  },
  {
    label: 'floor plan',
    who: agent,
    method: 'PUT',
    path: `/api/v1/property/${listingId}/floor-plan`,
    field: 'floorPlan',
    good: [900, 700],
  },
  {
    label: 'panorama',
    who: agent,
    method: 'PUT',
    path: `/api/v1/property/${listingId}/panorama`,
    field: 'panoramaFile',
    good: [2000, 1000],
  },
  {
    label: 'news cover',
    who: admin,
    method: 'PUT',
    path: `/api/v1/admin/news/${articleId}/cover-photo`,
    field: 'coverPhoto',
    good: [1600, 1000],
  },
];

async function send(route: ImageRoute, bytes: Uint8Array<ArrayBuffer>, name = 'x.png', type = 'image/png') {
  const started = performance.now();
  const response = await route.who.client.upload(
    route.method,
    route.path,
    {},
    { [route.field]: { name, bytes, type } },
  );
  return { response, ms: performance.now() - started };
}

describe('image upload bombs', () => {
  test('the strips are tiny files', () => {
    for (const [width, height] of strips) expect(tinyPng(width, height).length).toBeLessThan(200);
  });

  test.each(routes.map((route) => [route.label, route] as const))(
    '%s: thin strips both ways are refused from the header within a second; a real photo is taken',
    async (_label, route) => {
      for (const [width, height] of strips) {
        const { response, ms } = await send(route, tinyPng(width, height));
        expect({ size: `${width}×${height}`, status: response.status }).toEqual({
          size: `${width}×${height}`,
          status: 400,
        });
        expect(typeof (response.body as { message?: unknown }).message).toBe('string');
        expect(ms).toBeLessThan(1000);
      }
      const [width, height] = route.good;
      const { response } = await send(route, await photoBytes(width, height), 'ok.jpg', 'image/jpeg');
      expect({ status: response.status, text: response.status === 200 ? '' : response.text }).toEqual({
        status: 200,
        text: '',
      });
    },
    20_000,
  );

  test('each refusal says why, in the words of contracts', async () => {
    const [photoRoute, , listingRoute, , panoramaRoute] = routes as [
      ImageRoute,
      ImageRoute,
      ImageRoute,
      ImageRoute,
      ImageRoute,
    ];
    const cases: [ImageRoute, Uint8Array<ArrayBuffer>, string][] = [
      [photoRoute, tinyPng(60_000, 1), imageMessages.tooLarge(IMAGE_MAX_SIDE)],
      [photoRoute, tinyPng(2000, 1), imageMessages.tooSmall(imageBounds.photo.minSide)],
      [photoRoute, tinyPng(20, 20), imageMessages.tooSmall(imageBounds.photo.minSide)],
      [photoRoute, tinyPng(1000, 200), imageMessages.tooNarrow(imageBounds.photo.maxAspect)],
      [photoRoute, tinyPng(10_000, 10_000), imageMessages.tooManyPixels(IMAGE_MAX_MEGAPIXELS)],
      [listingRoute, tinyPng(3300, 300), imageMessages.tooNarrow(imageBounds.listingPhoto.maxAspect)],
      [listingRoute, tinyPng(60, 600), imageMessages.tooSmall(imageBounds.listingPhoto.minSide)],
      [panoramaRoute, tinyPng(1000, 2000), imageMessages.panoramaShape(imageBounds.panorama.maxAspect)],
      [panoramaRoute, tinyPng(5000, 1000), imageMessages.panoramaShape(imageBounds.panorama.maxAspect)],
      [panoramaRoute, tinyPng(400, 200), imageMessages.tooSmall(imageBounds.panorama.minSide)],
    ];
    for (const [route, bytes, message] of cases) {
      const { response, ms } = await send(route, bytes);
      expect(response as TestResponse).toMatchObject({ status: 400, body: { message } });
      expect(ms).toBeLessThan(1000);
    }
  }, 20_000);

  test('a photo smaller than its box is never enlarged and keeps the box’s shape', async () => {
    const someone = await signedInUser(t, 'BUYER');
    const photo = await someone.client.upload<{ data: { photo: string } }>(
      'PUT',
      '/api/v1/user/photo',
      {},
      { photo: { name: 'me.jpg', bytes: await photoBytes(300, 200), type: 'image/jpeg' } },
    );
    expect(photo.status).toBe(200);
    const served = await t.client().raw('GET', photo.body.data.photo);
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    // A square (the avatar's shape), as large as the photo allows: 200×200, not 512×512.
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 200, height: 200 });
  });
});
