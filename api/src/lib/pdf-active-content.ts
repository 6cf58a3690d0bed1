// What a certificate PDF must not carry: anything a reader runs, launches, submits or unpacks. Certificates are
// stored and served unchanged (as downloads, to the agent and admins only), so a PDF with scripts, actions that start
// programs or send data, or attached files is refused at upload instead.
//
// Where such things hide, and how they are found:
// - names written with #xx escapes (`/J#61vaScript` is `/JavaScript`): every name is decoded before it is compared;
// - dictionaries inside compressed object streams (`/Type /ObjStm`, FlateDecode): those are inflated (at most 20 MB
//   in all) and read too. One that cannot be read (another filter, a predictor, a broken or oversized stream, an
//   encrypted file) makes the file unreadable, which is refused as well. As a best effort, any other FlateDecode
//   stream whose text starts like an object stream's (a pair of numbers) is read too, within the same budget;
// - an object written inside another stream's data, where a cross-reference table can send a reader: the long names
//   (three letters or more) are looked for in every byte of the file, and the two-letter ones (/JS, /AA, /EF) in
//   the file's dictionaries and in plain-text objects (`12 0 obj … endobj`) inside stream data. Two letters turn up
//   by chance in compressed bytes (~2% of 5 MB files would match /JS somewhere), and none of them is dangerous alone:
//   a script needs /JavaScript (or /Rendition), an attachment is reached through /EmbeddedFiles, /FileAttachment or
//   /GoToE.
//
// This is a filter, not a sanitiser: certificates are still only ever served as downloads (agents.routes.ts).
import { constants, inflateSync } from 'node:zlib';

/** Names that mark active content, once #xx escapes are decoded. */
export const refusedPdfNames = new Set([
  'JavaScript', // a JavaScript action (/S /JavaScript), or the document's tree of scripts
  'JS', // the script of a JavaScript or Rendition action
  'Launch', // starts a program or opens a file
  'AA', // additional actions: run on opening a page, focusing a field, closing the document…
  'EmbeddedFile', // an attached file's stream
  'EmbeddedFiles', // the document's tree of attached files
  'EF', // a file specification's embedded files
  'FileAttachment', // an annotation holding an attached file
  'GoToE', // opens a PDF attached inside this one
  'RichMedia', // Flash and video annotations
  'Rendition', // media actions, which can carry a script
  'SubmitForm', // sends form data somewhere
  'ImportData', // reads form data from a file
  'XFA', // XML forms, whose scripts run in some readers
]);
// /OpenAction alone is not refused: most PDFs use it to open at a page (`/OpenAction [3 0 R /Fit]`); when it runs a
// script or launches something, the action's own /JavaScript, /JS or /Launch is what is found.

/** Inflated object streams, in all: far more than any certificate's dictionaries, far less than a zip bomb. */
export const MAX_INFLATED_BYTES = 20 * 1024 * 1024;

export type PdfActiveContent = { kind: 'active'; name: string } | { kind: 'unreadable' };

const SPACE = '\\0\\t\\n\\f\\r ';
// PDF whitespace and delimiters end a name (ISO 32000-1, 7.2.2).
const NAME = new RegExp(`/([^${SPACE}()<>\\[\\]{}/%]*)`, 'g');
// The `stream` keyword after a dictionary, comments allowed between them (as readers' lexers skip them).
const STREAM = new RegExp(`>>(?:[${SPACE}]|%[^\\r\\n]*)*stream(?:\\r\\n|\\r|\\n)?`, 'g');
const EMBEDDED_OBJECT = new RegExp(`\\d+[${SPACE}]+\\d+[${SPACE}]+obj(?![A-Za-z])`, 'g');
const OBJECT_STREAM_START = new RegExp(`^[${SPACE}]*\\d+[${SPACE}]+\\d+[${SPACE}]`);
const DELIMITERS = new Set([...'\0\t\n\f\r ()<>[]{}/%'].map((char) => char.charCodeAt(0)));

const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const namesOf = (text: string) => Array.from(text.matchAll(NAME), (match) => decodeName(match[1] ?? ''));

/** The names of PDF syntax as a reader's lexer sees them: none inside strings or comments. */
function lexedNames(text: string): string[] {
  const names: string[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (char === '(') {
      let depth = 1;
      i += 1;
      while (i < text.length && depth > 0) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') depth += 1;
        else if (text[i] === ')') depth -= 1;
        i += 1;
      }
    } else if (char === '<' && text[i + 1] === '<') {
      i += 2;
    } else if (char === '<') {
      // A hex string.
      const end = text.indexOf('>', i);
      i = end < 0 ? text.length : end + 1;
    } else if (char === '/') {
      let end = i + 1;
      while (end < text.length && !DELIMITERS.has(text.charCodeAt(end))) end += 1;
      names.push(decodeName(text.slice(i + 1, end)));
      i = end;
    } else {
      i += 1;
    }
  }
  return names;
}

const refused = (names: string[]) => names.find((name) => refusedPdfNames.has(name)) ?? null;
/** Names of three letters or more: looked for anywhere, strings and binary data included. */
const refusedLongName = (text: string) => refused(namesOf(text).filter((name) => name.length >= 3));
/** Every refused name of the PDF syntax in a text (dictionaries, not strings or comments). */
const refusedSyntaxName = (text: string) => refused(lexedNames(text)) ?? refusedLongName(text);

interface Stream {
  /** The file's text since the previous stream's data: this stream's dictionary, and any objects before it. */
  head: string;
  start: number;
  end: number;
}

/** Each stream's head and data range; a stream's data ends at the first `endstream` after it. */
function streamsOf(text: string): Stream[] {
  const streams: Stream[] = [];
  let from = 0;
  while (true) {
    STREAM.lastIndex = from;
    const match = STREAM.exec(text);
    if (!match) return streams;
    const start = match.index + match[0].length;
    const endAt = text.indexOf('endstream', start);
    const end = endAt >= 0 ? endAt : text.length;
    streams.push({ head: text.slice(from, start), start, end });
    from = end;
  }
}

/** Text with each name's #xx escapes decoded. */
const normalised = (text: string) => text.replace(NAME, (_, raw: string) => `/${decodeName(raw)}`);

/**
 * An object stream's data as the head declares it: none, or FlateDecode alone without a predictor. Every /Filter
 * in the head must say so (a string can pose as a dictionary's /Filter); null otherwise.
 */
function declaredFilter(head: string): 'none' | 'flate' | null {
  const text = normalised(head);
  const filters = [...text.matchAll(new RegExp(`/Filter[${SPACE}]*(\\[[^\\]]*\\]|/[^${SPACE}()<>\\[\\]{}/%]*)?`, 'g'))];
  if (filters.length === 0) return 'none';
  const flateOnly = filters.every((match) => {
    const names = namesOf(match[1] ?? '');
    return names.length === 1 && (names[0] === 'FlateDecode' || names[0] === 'Fl');
  });
  const predictor = [...text.matchAll(new RegExp(`/Predictor[${SPACE}]+(\\d+)`, 'g'))].some(
    (match) => Number(match[1]) > 1,
  );
  return flateOnly && !predictor ? 'flate' : null;
}

function inflated(data: Uint8Array, maxOutputLength: number): Buffer | null {
  try {
    // A stream cut short still gives what it holds, as readers show it.
    return inflateSync(data, { maxOutputLength: Math.max(1, maxOutputLength), finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return null;
  }
}

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/** Plain-text objects written inside a stream's data, which a cross-reference table could send a reader to. */
function embeddedObjects(data: string): string[] {
  return Array.from(data.matchAll(EMBEDDED_OBJECT), (match) => {
    const endAt = data.indexOf('endobj', match.index);
    return data.slice(match.index, endAt >= 0 ? endAt : data.length);
  });
}

/**
 * The first sign of active content in a PDF (a refused name), `unreadable` when an object stream cannot be read,
 * or null for a plain document.
 */
export function pdfActiveContent(bytes: Uint8Array): PdfActiveContent | null {
  // latin1 keeps one character per byte, so text offsets are byte offsets.
  const text = latin1(bytes);
  const anywhere = refusedLongName(text);
  if (anywhere) return { kind: 'active', name: anywhere };

  const streams = streamsOf(text);
  const tail = text.slice(streams.at(-1)?.end ?? 0);
  for (const syntax of [...streams.map((stream) => stream.head), tail]) {
    const inSyntax = refusedSyntaxName(syntax);
    if (inSyntax) return { kind: 'active', name: inSyntax };
  }
  // An object stream named after the last stream: its data was not found where a reader would find it.
  if (namesOf(normalised(tail)).includes('ObjStm')) return { kind: 'unreadable' };

  let budget = MAX_INFLATED_BYTES;
  for (const stream of streams) {
    const raw = bytes.subarray(stream.start, stream.end);
    const hidden = refused(embeddedObjects(latin1(raw)).flatMap(lexedNames));
    if (hidden) return { kind: 'active', name: hidden };

    let decoded: string | null = null;
    if (namesOf(normalised(stream.head)).includes('ObjStm')) {
      const filter = declaredFilter(stream.head);
      if (filter === null) return { kind: 'unreadable' };
      const out = filter === 'none' ? raw : inflated(raw, budget);
      if (!out) return { kind: 'unreadable' };
      if (filter === 'flate') budget -= out.length;
      decoded = latin1(out);
    } else {
      // Best effort for an object stream without its /Type (lenient readers take one): any other FlateDecode data
      // starting with a pair of numbers is read as one too, within what is left of the budget.
      const start = inflated(raw.subarray(0, 1024), 2 * 1024 * 1024);
      const out = start && OBJECT_STREAM_START.test(latin1(start)) ? inflated(raw, budget) : null;
      if (out) {
        budget -= out.length;
        decoded = latin1(out);
      }
    }
    if (decoded !== null) {
      const packed = refusedSyntaxName(decoded);
      if (packed) return { kind: 'active', name: packed };
    }
  }
  return null;
}
