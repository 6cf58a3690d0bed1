// File rules shared by the upload forms and the API, with the spec's messages (§5, §9). The browser checks the
// declared type for a quick answer; the server decides by the file's content (magic bytes), never its name.
import { limits } from './limits';

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
