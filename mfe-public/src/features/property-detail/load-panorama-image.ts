/**
 * Loads a panorama for WebGL. Our uploads (same origin) are downloaded with progress, since they run to several
 * megabytes (a long wait on a slow network), and decoded off the main thread where the browser can
 * (createImageBitmap), so a cheap phone's page does not freeze. A panorama linked from another site is loaded as
 * an image instead: the site's policy lets images, not scripts, reach other hosts, and WebGL can use it only if
 * that host allows CORS.
 */
export async function loadPanoramaImage(
  src: string,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<HTMLImageElement | ImageBitmap> {
  const url = new URL(src, window.location.href);
  if (url.origin !== window.location.origin) return loadImage(url.href, signal);
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The panorama could not be downloaded (HTTP ${response.status})`);
  const total = Number(response.headers.get('content-length')) || 0;
  let blob: Blob;
  if (total > 0 && response.body) {
    const reader = response.body.getReader();
    const chunks: BlobPart[] = [];
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(Math.min(1, received / total));
    }
    blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'image/jpeg' });
  } else {
    blob = await response.blob();
  }
  if (typeof createImageBitmap === 'function') return createImageBitmap(blob);
  const objectUrl = URL.createObjectURL(blob);
  try {
    return await loadImage(objectUrl, signal);
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

async function loadImage(src: string, signal: AbortSignal): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  const abort = () => {
    image.src = '';
  };
  signal.addEventListener('abort', abort, { once: true });
  try {
    image.src = src;
    await image.decode();
    return image;
  } finally {
    signal.removeEventListener('abort', abort);
  }
}
