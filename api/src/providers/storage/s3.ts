// An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces) through the official SDK. Public files
// are served by the bucket or a CDN in front of it (publicBaseUrl), never through the API.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isPublicStorageKey, isSafeStorageKey, StorageUnavailableError } from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service, or a local fake in tests; AWS itself when unset. */
  endpoint?: string | undefined;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint host>/<key>` (MinIO and fakes need it). */
  forcePathStyle?: boolean | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Origin serving the bucket's root (a CDN or custom domain); the bucket's own URL when unset. */
  publicBaseUrl?: string | undefined;
  /** Folder inside the bucket, so several environments can share one bucket. */
  keyPrefix?: string | undefined;
  /** Limit for connecting and for the answer's headers, per attempt. Default 10 s. */
  timeoutMs?: number | undefined;
}

/** Keys are random uuids, so an object never changes once written. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const PREFIX = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket, region } = options;
  const prefix = (options.keyPrefix ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !PREFIX.test(prefix)) throw new Error(`Invalid S3 key prefix: ${options.keyPrefix}`);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const client = new S3Client({
    region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    // Explicit keys: never fall back to whatever credentials the machine happens to have.
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    maxAttempts: 3,
    // Without throwOnRequestTimeout the SDK only logs a warning when requestTimeout passes and keeps waiting.
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs, throwOnRequestTimeout: true },
  });
  const base = (options.publicBaseUrl ?? bucketUrl(options)).replace(/\/+$/, '');

  const objectKey = (key: string) => {
    if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return prefix ? `${prefix}/${key}` : key;
  };
  const unavailable = (action: string, key: string, error: unknown) =>
    new StorageUnavailableError(
      `S3 ${action} ${key} in ${bucket} failed: ${error instanceof Error ? `${error.name}: ${error.message}` : error}`,
      { cause: error },
    );

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const Key = objectKey(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key,
            Body: bytes,
            ContentType: contentType,
            ...(isPublicStorageKey(key) ? { CacheControl: PUBLIC_CACHE_CONTROL } : {}),
          }),
        );
      } catch (error) {
        throw unavailable('upload of', key, error);
      }
      return { key, url: `${base}/${Key}` };
    },
    async read(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return new Uint8Array((await response.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw unavailable('download of', key, error);
      }
    },
    async remove(key) {
      const Key = objectKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
      } catch (error) {
        // S3 answers 204 for a missing object; some compatible services answer NoSuchKey.
        if (!isMissingObject(error)) throw unavailable('delete of', key, error);
      }
    },
    publicUrl(key) {
      return `${base}/${objectKey(key)}`;
    },
    keyOf(url) {
      const start = `${base}/${prefix ? `${prefix}/` : ''}`;
      const key = url?.startsWith(start) ? url.slice(start.length) : null;
      return key && isSafeStorageKey(key) ? key : null;
    },
  };
}

/** The object is gone, but the bucket is there: a wrong bucket name must not look like a missing file. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey' || error.name === 'NotFound') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/** The origin browsers load public files from (the CDN in front of the bucket, or the bucket itself). */
export function s3PublicOrigin(options: S3StorageOptions): string {
  return new URL(options.publicBaseUrl ?? bucketUrl(options)).origin;
}

/** The bucket's own address, virtual-hosted unless path style is forced or the name has dots (TLS names). */
function bucketUrl(options: S3StorageOptions): string {
  const endpoint = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  const path = endpoint.pathname.replace(/\/+$/, '');
  if (options.forcePathStyle || options.bucket.includes('.'))
    return `${endpoint.protocol}//${endpoint.host}${path}/${options.bucket}`;
  return `${endpoint.protocol}//${options.bucket}.${endpoint.host}${path}`;
}
