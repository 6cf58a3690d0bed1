// Multipart uploads: the form's text fields and files, and the content check of a file against a rule.
import {
  type FileKind,
  type FileRule,
  fileMessages,
  multipartMessages,
  pdfMessages,
} from '@naija-homes/contracts/upload';
import type { Context } from 'hono';
import { HttpError } from './errors';
import { detectFileKind } from './file-type';
import { pdfActiveContent } from './pdf-active-content';

export const notMultipart = 'Please send the form as multipart/form-data';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, File[]>;
}

/**
 * A route's documented multipart body (`multipartBody` in lib/route.ts, or one built like it): its properties are the
 * only parts the route takes, files where the schema says binary, text otherwise.
 */
export interface MultipartShape {
  content: {
    'multipart/form-data': {
      schema: { properties: Record<string, { type?: string; format?: string; items?: { format?: string } }> };
    };
  };
}

/** A part's name as a message shows it: at most 60 characters, control characters replaced. */
const shownName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is replaced
  `${name.slice(0, 60).replace(/[\u0000-\u001f\u007f]/g, '?')}${name.length > 60 ? '…' : ''}`;

/**
 * The form's text fields and files. Like a strict JSON body, a part the route does not document is a 400 naming it,
 * and so is a file where the route takes text or text where it takes a file.
 */
export async function readMultipart(c: Context, shape: MultipartShape): Promise<MultipartForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw new HttpError(415, notMultipart);
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, notMultipart);
  }
  const declared = Object.entries(shape.content['multipart/form-data'].schema.properties);
  const fileNames = new Set(
    declared.filter(([, part]) => part.format === 'binary' || part.items?.format === 'binary').map(([name]) => name),
  );
  const textNames = new Set(declared.map(([name]) => name).filter((name) => !fileNames.has(name)));
  const fields: Record<string, string> = {};
  const files: Record<string, File[]> = {};
  for (const [name, entry] of form.entries()) {
    // Bun's FormData typings say string; at run time a file part is a File.
    const value = entry as unknown;
    const isFile = value instanceof File;
    if (!fileNames.has(name) && !textNames.has(name)) {
      throw new HttpError(400, multipartMessages.unknownField(shownName(name)));
    }
    if (isFile && !fileNames.has(name)) throw new HttpError(400, multipartMessages.textExpected(shownName(name)));
    if (!isFile && !textNames.has(name)) throw new HttpError(400, multipartMessages.fileExpected(shownName(name)));
    if (value instanceof File) {
      // A file input left empty sends a part with no name and no bytes: nothing chosen.
      if (value.size > 0 || value.name) files[name] = [...(files[name] ?? []), value];
    } else fields[name] = String(value);
  }
  return { fields, files };
}

export interface AcceptedFile {
  bytes: Uint8Array<ArrayBuffer>;
  kind: FileKind;
}

/** Reads a file and checks its content and size against the rule, with the spec's messages. */
export async function acceptFile(file: File, rule: FileRule): Promise<AcceptedFile> {
  if (file.size > rule.maxBytes) throw new HttpError(413, fileMessages.maxSize(rule));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > rule.maxBytes) throw new HttpError(413, fileMessages.maxSize(rule));
  const kind = detectFileKind(bytes);
  if (!kind || !rule.kinds.includes(kind)) throw new HttpError(400, fileMessages.onlyTypes(rule));
  if (kind === 'pdf') {
    if (!hasPdfStructure(bytes)) throw new HttpError(400, fileMessages.onlyTypes(rule));
    // Stored and served unchanged: scripts, launching or submitting actions and attachments are refused here.
    const active = pdfActiveContent(bytes);
    if (active) throw new HttpError(400, active.kind === 'active' ? pdfMessages.activeContent : pdfMessages.unreadable);
  }
  return { bytes, kind };
}

/**
 * More than the first bytes: a PDF a reader can open has a version header, objects, a document root (/Root, in a
 * trailer or an xref stream) and ends with %%EOF. A PDF header glued onto a page of HTML has none of the rest.
 */
export function hasPdfStructure(bytes: Uint8Array): boolean {
  const text = new TextDecoder('latin1').decode(bytes);
  if (!/^%PDF-\d\.\d/.test(text)) return false;
  if (!text.slice(-1024).includes('%%EOF')) return false;
  if (!/\d+\s+\d+\s+obj\b/.test(text) || !text.includes('/Root')) return false;
  return !/<\s*(html|script|body|iframe)\b/i.test(text);
}

/** The one file of a single-file field; several files in it is an error, not a silent pick. */
export function singleFile(form: MultipartForm, field: string): File | undefined {
  const list = form.files[field];
  if (!list || list.length === 0) return undefined;
  if (list.length > 1) throw new HttpError(400, 'You can upload maximum 1 files');
  return list[0];
}
