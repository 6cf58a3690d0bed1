// Hand-made PDFs for the certificate checks: objects in order, plain or in compressed object streams.
import { deflateSync } from 'node:zlib';

export type Part = string | Uint8Array;
export const encoder = new TextEncoder();
export const bytesOf = (parts: Part[]) => {
  const chunks = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
};

/** A PDF of these objects (1 is the catalog's place), numbered from 1, with a trailer and %%EOF. */
export function pdfOf(...objects: Part[][]): Uint8Array<ArrayBuffer> {
  return bytesOf([
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n',
    ...objects.flatMap((object, index) => [`${index + 1} 0 obj\n`, ...object, '\nendobj\n']),
    'trailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n',
  ]);
}

export const catalog = (extra = '') => [`<< /Type /Catalog /Pages 2 0 R ${extra} >>`];
export const pages = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'];
export const page = (extra = '') => [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 160] ${extra} >>`];
export const stream = (dict: string, data: Uint8Array | string, between = '\n'): Part[] => {
  const raw = typeof data === 'string' ? encoder.encode(data) : data;
  return [`<< ${dict} /Length ${raw.length} >>${between}stream\n`, raw, '\nendstream'];
};
/** A compressed object stream holding these objects, numbered from 20. */
export function objectStream(
  objects: string[],
  dict = '/Type /ObjStm',
  filter = '/Filter /FlateDecode',
  between = '\n',
): Part[] {
  let offset = 0;
  const header = objects
    .map((object, index) => {
      const pair = `${20 + index} ${offset}`;
      offset += object.length + 1;
      return pair;
    })
    .join(' ');
  const body = `${header}\n${objects.join('\n')}\n`;
  const data = filter.includes('Flate') ? deflateSync(encoder.encode(body)) : encoder.encode(body);
  return stream(`${dict} /N ${objects.length} /First ${header.length + 1} ${filter}`, data, between);
}
