// File rules shared by the upload forms and the API, with the spec's messages (§5, §9). The browser checks the
// declared type for a quick answer; the server decides by the file's content (magic bytes), never its name.
import { limits } from './limits';
import { messages } from './messages';

export type FileKind = 'png' | 'jpeg' | 'webp' | 'pdf' | 'mp4' | 'docx';

export interface FileRule {
  /** Kinds accepted by content. */
  kinds: readonly FileKind[];
  /** The types named in messages, as the spec words them ('jpeg, jpg, png'). */
  label: string;
  /** MIME types and extensions for the file input's `accept`. */
  accept: string;
  maxBytes: number;
}

export const fileRules = {
  photo: {
    kinds: ['jpeg', 'png'],
    label: 'jpeg, jpg, png',
    accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
    maxBytes: limits.profilePhotoMaxBytes,
  },
  coverPhoto: {
    kinds: ['jpeg', 'png'],
    label: 'jpeg, jpg, png',
    accept: 'image/jpeg,image/png,.jpg,.jpeg,.png',
    maxBytes: limits.coverPhotoMaxBytes,
  },
  certificate: {
    kinds: ['pdf'],
    label: 'pdf',
    accept: 'application/pdf,.pdf',
    maxBytes: limits.certificateMaxBytes,
  },
  listingPhoto: {
    kinds: ['png', 'jpeg'],
    label: 'png, jpeg, jpg',
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    maxBytes: limits.photoMaxBytes,
  },
  // Spec §5: property uploads are png, jpeg, jpg, the floor plan included.
  floorPlan: {
    kinds: ['png', 'jpeg'],
    label: 'png, jpeg, jpg',
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    maxBytes: limits.defaultUploadMaxBytes,
  },
  panorama: {
    kinds: ['png', 'jpeg'],
    label: 'png, jpeg, jpg',
    accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
    maxBytes: limits.panoramaMaxBytes,
  },
} as const satisfies Record<string, FileRule>;

/** The property uploader's warnings (spec §5), worded differently from the profile photo messages. */
export const listingFileMessages = {
  maxSize: (rule: FileRule) => `File size should be less than ${Math.round(rule.maxBytes / (1024 * 1024))}MB`,
  format: 'Invalid file format',
  maxFiles: (n: number) => `You can upload maximum ${n} files`,
};

/** The browser-side check of a listing file: the spec's warning, or null. */
export function checkListingFile(file: { type: string; size: number; name: string }, rule: FileRule): string | null {
  const problem = checkChosenFile(file, rule);
  if (!problem) return null;
  return problem === fileMessages.onlyTypes(rule) ? listingFileMessages.format : listingFileMessages.maxSize(rule);
}

/** '2MB', '512KB': sizes as people read them in messages. */
export function sizeLimitLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10}MB`;
  return `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export const fileMessages = {
  onlyTypes: (rule: FileRule) => `Only ${rule.label} files are allowed`,
  maxSize: (rule: FileRule) => `Max. ${sizeLimitLabel(rule.maxBytes)} file size is allowed.`,
  required: (label: string) => `Please upload your ${label}`,
};

/**
 * What an uploaded image's header must declare before anything decodes it (the API reads the header alone first).
 * Images are never enlarged, but each use also bounds the sides and the shape: a 74-byte PNG of 60000×1 pixels
 * fitted to a card or a square avatar used to become billions of pixels. Per use:
 * - photo (avatar, cropped to a 512 px square): at least 32 px a side (smaller is an icon, not a face), and at most
 *   4:1, since a longer strip loses three quarters of itself to the square crop.
 * - coverPhoto (profile banner 1600×600, news cover 1600×900), listingPhoto (gallery 1600, card 640×480) and
 *   floorPlan: at least 64 px a side, and at most 10:1 (phone panoramas and long terrace plans stay within it).
 * - panorama (equirectangular, 2:1): at least 256 px a side (less shows only blur once wrapped round the viewer),
 *   wider than tall and at most 4:1 (partial phone panoramas; a taller image cannot wrap round a sphere).
 * Every use: at most 20,000 px a side and 50 megapixels (more than any phone camera takes).
 */
export interface ImageBounds {
  /** Each side's minimum, in pixels. */
  minSide: number;
  /** The long side over the short side, at most. */
  maxAspect: number;
  /** Wider than tall (panoramas). */
  landscape?: boolean;
}

export const IMAGE_MAX_SIDE = 20_000;
export const IMAGE_MAX_MEGAPIXELS = 50;

export const imageBounds = {
  photo: { minSide: 32, maxAspect: 4 },
  coverPhoto: { minSide: 64, maxAspect: 10 },
  listingPhoto: { minSide: 64, maxAspect: 10 },
  floorPlan: { minSide: 64, maxAspect: 10 },
  panorama: { minSide: 256, maxAspect: 4, landscape: true },
} as const satisfies Record<string, ImageBounds>;

const pixels = (n: number) => n.toLocaleString('en-US');

/** Why an image's size or shape is refused (checked on the header, before it is decoded). */
export const imageMessages = {
  tooSmall: (minSide: number) => `This image is too small: each side must be at least ${pixels(minSide)} pixels`,
  tooLarge: (maxSide: number) => `This image is too large: each side must be at most ${pixels(maxSide)} pixels`,
  tooManyPixels: (megapixels: number) => `This image has too many pixels: at most ${megapixels} megapixels`,
  tooNarrow: (maxAspect: number) =>
    `This image is too long and narrow: its long side may be at most ${maxAspect} times its short side`,
  panoramaShape: (maxAspect: number) =>
    `A 360° photo must be wider than it is tall, at most ${maxAspect} times as wide (2:1 is usual)`,
};

/** Why a PDF (an agent's certificate) is refused although it is a PDF: what it carries, or that it cannot be checked. */
export const pdfMessages = {
  activeContent:
    'This PDF contains scripts, automatic actions or attached files, which we do not accept. Please upload a plain copy of the document (print or save it again as PDF).',
  unreadable:
    'We could not check what this PDF contains (it may be protected or damaged). Please upload a plain copy of the document (print or save it again as PDF).',
};

/** A multipart form's part that the route does not take, named (as JSON bodies refuse unknown fields). */
export const multipartMessages = {
  unknownField: (name: string) => `${messages.onlyAllowedFields} This form has no field "${name}".`,
  fileExpected: (name: string) => `${messages.onlyAllowedFields} "${name}" must be a file.`,
  textExpected: (name: string) => `${messages.onlyAllowedFields} "${name}" must be text, not a file.`,
};

const declaredKinds: Record<string, FileKind> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
};

/**
 * The browser-side check of a chosen file against a rule: the first problem's message, or null. It reads the
 * declared type only; the server repeats the check on the content.
 */
export function checkChosenFile(file: { type: string; size: number; name: string }, rule: FileRule): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const byExtension: Record<string, FileKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', pdf: 'pdf', webp: 'webp' };
  const kind = declaredKinds[file.type] ?? byExtension[extension];
  if (!kind || !rule.kinds.includes(kind)) return fileMessages.onlyTypes(rule);
  if (file.size > rule.maxBytes) return fileMessages.maxSize(rule);
  return null;
}
