// Profile photo and cover photo: jpeg/png by content, the cover allowed twice the photo's size.
import { describe, expect, test } from 'bun:test';
import { setupTestApp } from '../../test/app';
import { exeBytes, oversized, pdfBytes, photoBytes, pngBytes } from '../../test/files';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();
const jpegBytes = await photoBytes(600, 400, 'jpeg');

/** A PNG whose header declares `width` × `height` pixels, followed by no real image data. */
function pngDeclaring(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(17);
  const view = new DataView(ihdr.buffer);
  ihdr.set(new TextEncoder().encode('IHDR'), 0);
  view.setUint32(4, width);
  view.setUint32(8, height);
  ihdr.set([8, 6, 0, 0, 0], 12);
  const chunk = new Uint8Array(4 + 17 + 4);
  new DataView(chunk.buffer).setUint32(0, 13);
  chunk.set(ihdr, 4);
  new DataView(chunk.buffer).setUint32(21, Bun.hash.crc32(ihdr));
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...chunk]);
}

type UserBody = { data: { photo: string | null; coverPhoto: string | null }; message: string };

describe('profile images', () => {
  test('a buyer uploads, replaces and removes a photo; the file is served with a long cache', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const first = await buyer.client.upload<UserBody>(
      'PUT',
      '/api/v1/user/photo',
      {},
      {
        photo: { name: 'me.png', bytes: await photoBytes(64, 64, 'png'), type: 'image/png' },
      },
    );
    expect(first.status).toBe(200);
    const url = first.body.data.photo as string;
    // Re-encoded: what is served is our own WebP, whatever came in.
    expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f-]+\.webp$/);
    const served = await t.client().get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');

    const second = await buyer.client.upload<UserBody>(
      'PUT',
      '/api/v1/user/photo',
      {},
      {
        photo: { name: 'me.jpg', bytes: jpegBytes, type: 'image/jpeg' },
      },
    );
    expect(second.body.data.photo).toMatch(/\.webp$/);
    expect((await t.client().get(url)).status).toBe(404);

    const removed = await buyer.client.request<UserBody>('DELETE', '/api/v1/user/photo');
    expect(removed.body.data.photo).toBeNull();
    expect((await t.client().get(second.body.data.photo as string)).status).toBe(404);
  });

  test('the cover photo may be twice the size of the photo', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const big = oversized(jpegBytes, 3 * 1024 * 1024);
    const photo = await agent.client.upload(
      'PUT',
      '/api/v1/user/photo',
      {},
      {
        photo: { name: 'big.jpg', bytes: big, type: 'image/jpeg' },
      },
    );
    expect(photo).toMatchObject({ status: 413, body: { message: 'Max. 2MB file size is allowed.' } });
    const cover = await agent.client.upload<UserBody>(
      'PUT',
      '/api/v1/user/cover-photo',
      {},
      {
        coverPhoto: { name: 'big.jpg', bytes: big, type: 'image/jpeg' },
      },
    );
    expect(cover.status).toBe(200);
    expect(cover.body.data.coverPhoto).toMatch(/^\/uploads\/covers\//);
    const tooBig = await agent.client.upload(
      'PUT',
      '/api/v1/user/cover-photo',
      {},
      {
        coverPhoto: { name: 'huge.jpg', bytes: oversized(jpegBytes, 4 * 1024 * 1024 + 1), type: 'image/jpeg' },
      },
    );
    expect(tooBig).toMatchObject({ status: 413, body: { message: 'Max. 4MB file size is allowed.' } });
  });

  test.each([
    ['an executable named .png', { name: 'me.png', bytes: exeBytes, type: 'image/png' }],
    ['a PDF', { name: 'me.pdf', bytes: pdfBytes(), type: 'application/pdf' }],
  ])('refuses %s by content', async (_label, file) => {
    const buyer = await signedInUser(t, 'BUYER');
    const response = await buyer.client.upload('PUT', '/api/v1/user/photo', {}, { photo: file });
    expect(response).toMatchObject({ status: 400, body: { message: 'Only jpeg, jpg, png files are allowed' } });
  });

  test('a file that only starts like an image, or declares a pixel flood, is refused and nothing is stored', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const polyglot: Uint8Array<ArrayBuffer> = new Uint8Array([
      ...pngBytes.slice(0, 16),
      ...new TextEncoder().encode('<html><script>alert(1)</script>'),
    ]);
    const flood = pngDeclaring(30_000, 30_000);
    for (const bytes of [polyglot, flood]) {
      const response = await buyer.client.upload(
        'PUT',
        '/api/v1/user/photo',
        {},
        {
          photo: { name: 'me.png', bytes, type: 'image/png' },
        },
      );
      expect(response).toMatchObject({ status: 400, body: { message: 'Only jpeg, jpg, png files are allowed' } });
    }
    const me = await buyer.client.get<{ data: { photo: string | null } }>('/api/v1/user/me');
    expect(me.body.data.photo).toBeNull();
  });

  test('a missing file, two files, or a visitor are refused', async () => {
    const buyer = await signedInUser(t, 'BUYER');
    const none = await buyer.client.upload('PUT', '/api/v1/user/photo', {});
    expect(none).toMatchObject({ status: 400, body: { message: 'Please upload your photo' } });
    const form = new FormData();
    form.append('photo', new File([pngBytes], 'a.png'));
    form.append('photo', new File([pngBytes], 'b.png'));
    const two = await buyer.client.request('PUT', '/api/v1/user/photo', form);
    expect(two.status).toBe(400);
    const visitor = await t.client().upload(
      'PUT',
      '/api/v1/user/photo',
      {},
      {
        photo: { name: 'me.png', bytes: pngBytes },
      },
    );
    expect(visitor.status).toBe(401);
  });

  test('uploads outside the public folders are not served', async () => {
    for (const path of ['/uploads/certificates/x.pdf', '/uploads/../secret.png', '/uploads/photos/NOPE.exe']) {
      expect((await t.client().get(path)).status).toBe(404);
    }
  });
});
