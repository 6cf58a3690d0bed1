import { checkListingFile, type FileRule, listingFileMessages } from '@naija-homes/contracts/upload';

/**
 * The one file chosen for a single-file field (floor plan, 360° image) and what is wrong with the choice: several
 * files, or a file of the wrong kind or size (the spec's words). `file` is null when there is nothing to upload.
 */
export function singleFileChoice(files: File[], rule: FileRule): { file: File | null; problem: string | null } {
  const [file] = files;
  if (!file) return { file: null, problem: null };
  const problem = files.length > 1 ? listingFileMessages.maxFiles(1) : checkListingFile(file, rule);
  return { file: problem ? null : file, problem };
}
