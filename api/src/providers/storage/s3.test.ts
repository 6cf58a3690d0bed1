// The S3 adapter through the real SDK, against a local fake of the S3 REST API (path-style object PUT/GET/DELETE).
import { afterAll, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage, type S3StorageOptions, StorageUnavailableError, s3OptionsFromEnv } from './index';
import { createS3Storage } from './s3';

const bucket = 'naija-homes-test';
const accessKeyId = 'AKIAFAKEFORTESTS0001';

interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string | null;
  cacheControl: string | null;
}
const objects = new Map<string, StoredObject>();
const received: { method: string; path: string }[] = [];
/** While set, every request fails with this status (an outage), or hangs this long (a stuck service). */
let failWith: number | null = null;
let hangMs = 0;

const xmlError = (status: number, code: string, message: string) =>
  new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`,
    { status, headers: { 'content-type': 'application/xml' } },
  );

// SigV4: `AWS4-HMAC-SHA256 Credential=<key id>/<yyyymmdd>/<region>/s3/aws4_request, SignedHeaders=…, Signature=<hex>`.
const signedBy = new RegExp(
  `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/[a-z0-9-]+/s3/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$`,
);

const server = Bun.serve({
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    received.push({ method: request.method, path: url.pathname });
    if (hangMs) await Bun.sleep(hangMs);
    if (failWith) return xmlError(failWith, 'InternalError', 'We encountered an internal error. Please try again.');
    if (!signedBy.test(request.headers.get('authorization') ?? ''))
      return xmlError(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return xmlError(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(rest.join('/'));
    const object = objects.get(key);
    switch (request.method) {
      case 'PUT':
        objects.set(key, {
          bytes: new Uint8Array(await request.arrayBuffer()),
          contentType: request.headers.get('content-type'),
          cacheControl: request.headers.get('cache-control'),
        });
        return new Response(null, { headers: { etag: '"fake-etag"' } });
      case 'GET':
      case 'HEAD':
        if (!object) return xmlError(404, 'NoSuchKey', 'The specified key does not exist.');
        return new Response(request.method === 'GET' ? object.bytes : null, {
          headers: {
            'content-type': object.contentType ?? 'binary/octet-stream',
            'content-length': String(object.bytes.byteLength),
            etag: '"fake-etag"',
            ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
          },
        });
      case 'DELETE':
        objects.delete(key);
        return new Response(null, { status: 204 });
      default:
        return xmlError(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  },
});
afterAll(() => server.stop(true));

const options: S3StorageOptions = {
  bucket,
  region: 'eu-west-1',
  endpoint: `http://127.0.0.1:${server.port}`,
  forcePathStyle: true,
  accessKeyId,
  secretAccessKey: 'fake-secret-access-key',
};
const storage = createS3Storage(options);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 255]);

beforeEach(() => {
  objects.clear();
  received.length = 0;
  failWith = null;
  hangMs = 0;
});

describe('S3 storage', () => {
  test('a stored photo reads back with the same bytes, and is cached for a year as public', async () => {
    const stored = await storage.put('photos/0b4c3a52-9a54-4f0e-9b8a-3f1d6a1c2e01.png', png, 'image/png');
    expect(stored).toEqual({
      key: 'photos/0b4c3a52-9a54-4f0e-9b8a-3f1d6a1c2e01.png',
      url: `${options.endpoint}/${bucket}/photos/0b4c3a52-9a54-4f0e-9b8a-3f1d6a1c2e01.png`,
    });
    expect(await storage.read(stored.key)).toEqual(png);
    expect(objects.get(stored.key)).toEqual({
      bytes: png,
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(received.map((r) => r.method)).toEqual(['PUT', 'GET']);
  });

  test('a private file (a certificate) gets no public cache header', async () => {
    await storage.put('certificates/abc.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
    expect(objects.get('certificates/abc.pdf')?.cacheControl).toBeNull();
    expect(objects.get('certificates/abc.pdf')?.contentType).toBe('application/pdf');
  });

  test('a 3 MB photo (the largest allowed) round-trips intact', async () => {
    const big = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 31) % 251);
    await storage.put('covers/big.webp', big, 'image/webp');
    expect(await storage.read('covers/big.webp')).toEqual(big);
  });

  test('a removed file reads as null, and removing it again is fine', async () => {
    await storage.put('photos/gone.png', png, 'image/png');
    await storage.remove('photos/gone.png');
    expect(await storage.read('photos/gone.png')).toBeNull();
    await storage.remove('photos/gone.png');
    await storage.remove('photos/never-stored.png');
    expect(objects.size).toBe(0);
  });

  test('keys that could escape their folder are refused before any request', async () => {
    for (const key of ['../x', 'a/../../b.png', '/etc/passwd', 'photos/UPPER.png', 'photos/x.png?y']) {
      await expect(storage.put(key, png, 'image/png')).rejects.toThrow('Unsafe storage key');
      await expect(storage.remove(key)).rejects.toThrow('Unsafe storage key');
      expect(await storage.read(key)).toBeNull();
    }
    expect(received).toEqual([]);
  });

  test('requests are signed (SigV4) with the configured access key id', async () => {
    const other = createS3Storage({ ...options, accessKeyId: 'AKIASOMEONEELSE00001' });
    const error = await other.put('photos/x.png', png, 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toContain('InvalidAccessKeyId');
    expect(objects.size).toBe(0);
  });

  test('an outage (500) surfaces as StorageUnavailableError with the cause, after 3 attempts', async () => {
    failWith = 500;
    const error = await storage.put('photos/x.png', png, 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toContain('InternalError');
    expect((error as Error).cause).toMatchObject({ name: 'InternalError', $metadata: { httpStatusCode: 500 } });
    expect(received.length).toBe(3);
    await expect(storage.read('photos/x.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.remove('photos/x.png')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  test('a wrong bucket name is an error, not a missing file', async () => {
    const wrong = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(wrong.read('photos/x.png')).rejects.toThrow(/NoSuchBucket/);
    await expect(wrong.remove('photos/x.png')).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  test('a service that does not answer times out (each attempt) instead of hanging the request', async () => {
    hangMs = 2_000;
    const quick = createS3Storage({ ...options, timeoutMs: 200 });
    const started = performance.now();
    const error = await quick.read('photos/x.png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toContain('TimeoutError');
    expect(performance.now() - started).toBeLessThan(1_900);
  });

  test('an unreachable endpoint is StorageUnavailableError', async () => {
    const closed = Bun.serve({ port: 0, fetch: () => new Response() });
    const endpoint = `http://127.0.0.1:${closed.port}`;
    await closed.stop(true);
    const error = await createS3Storage({ ...options, endpoint })
      .put('photos/x.png', png, 'image/png')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailableError);
  });
});

describe('S3 public URLs', () => {
  test('a CDN or custom domain is used when set (trailing slash ignored)', () => {
    const cdn = createS3Storage({ ...options, publicBaseUrl: 'https://cdn.naijahomes.ng/' });
    expect(cdn.publicUrl('photos/a.png')).toBe('https://cdn.naijahomes.ng/photos/a.png');
    expect(cdn.keyOf('https://cdn.naijahomes.ng/photos/a.png')).toBe('photos/a.png');
    expect(cdn.keyOf('https://lh3.googleusercontent.com/a/photo.png')).toBeNull();
    expect(cdn.keyOf(null)).toBeNull();
  });

  test('otherwise the bucket URL: virtual-hosted on AWS, path style when forced', () => {
    const aws = { ...options, endpoint: undefined, forcePathStyle: false };
    expect(createS3Storage(aws).publicUrl('photos/a.png')).toBe(
      `https://${bucket}.s3.eu-west-1.amazonaws.com/photos/a.png`,
    );
    expect(createS3Storage({ ...aws, forcePathStyle: true }).publicUrl('photos/a.png')).toBe(
      `https://s3.eu-west-1.amazonaws.com/${bucket}/photos/a.png`,
    );
    expect(
      createS3Storage({ ...options, endpoint: 'https://nyc3.digitaloceanspaces.com', forcePathStyle: false }).publicUrl(
        'photos/a.png',
      ),
    ).toBe(`https://${bucket}.nyc3.digitaloceanspaces.com/photos/a.png`);
    expect(storage.publicUrl('photos/a.png')).toBe(`${options.endpoint}/${bucket}/photos/a.png`);
  });

  test('a key prefix puts objects in a folder of the bucket and is part of the URL', async () => {
    const staging = createS3Storage({ ...options, keyPrefix: 'staging/', publicBaseUrl: 'https://cdn.example.ng' });
    const stored = await staging.put('photos/a.png', png, 'image/png');
    expect(stored).toEqual({ key: 'photos/a.png', url: 'https://cdn.example.ng/staging/photos/a.png' });
    expect([...objects.keys()]).toEqual(['staging/photos/a.png']);
    expect(await staging.read('photos/a.png')).toEqual(png);
    expect(staging.keyOf(stored.url)).toBe('photos/a.png');
    expect(() => createS3Storage({ ...options, keyPrefix: '../up' })).toThrow('Invalid S3 key prefix');
  });
});

describe('createStorage', () => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'naija-storage-'));

  test('uses the bucket when S3 options are given, the disk otherwise', () => {
    expect(createStorage({ uploadsDir, s3: options }).kind).toBe('s3');
    expect(createStorage({ uploadsDir }).kind).toBe('disk');
    expect(createStorage({ uploadsDir, s3: undefined }).kind).toBe('disk');
  });

  test('the disk storage knows the keys behind its own URLs', () => {
    const disk = createStorage({ uploadsDir });
    expect(disk.keyOf('/uploads/photos/a.png')).toBe('photos/a.png');
    expect(disk.keyOf('/uploads/../secrets.png')).toBeNull();
    expect(disk.keyOf('https://lh3.googleusercontent.com/a/photo.png')).toBeNull();
  });
});

describe('s3OptionsFromEnv', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret' };

  test('no bucket (unset or blank) means disk storage', () => {
    expect(s3OptionsFromEnv({})).toBeUndefined();
    expect(s3OptionsFromEnv({ S3_BUCKET: '  ', ...keys })).toBeUndefined();
  });

  test('a bucket with keys gives AWS defaults', () => {
    expect(s3OptionsFromEnv({ S3_BUCKET: 'homes', ...keys })).toEqual({
      bucket: 'homes',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'AKIA1',
      secretAccessKey: 'secret',
      publicBaseUrl: undefined,
      keyPrefix: undefined,
    });
  });

  test('every setting is read (a MinIO or R2 bucket behind a CDN)', () => {
    expect(
      s3OptionsFromEnv({
        S3_BUCKET: 'homes',
        S3_REGION: 'auto',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.naijahomes.ng/',
        S3_KEY_PREFIX: 'production',
        ...keys,
      }),
    ).toMatchObject({
      region: 'auto',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.naijahomes.ng',
      keyPrefix: 'production',
    });
  });

  test('a bucket without both keys is a clear error', () => {
    const message = 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set';
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes' })).toThrow(message);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes', S3_ACCESS_KEY_ID: 'AKIA1' })).toThrow(message);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(message);
  });

  test('malformed values name their variable', () => {
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes', ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT');
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes', ...keys, S3_PUBLIC_URL: 'cdn' })).toThrow('S3_PUBLIC_URL');
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'homes', ...keys, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      'S3_FORCE_PATH_STYLE',
    );
  });
});
