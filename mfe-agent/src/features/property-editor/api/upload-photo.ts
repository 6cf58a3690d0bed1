import { upload } from '@naija-homes/client/upload';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';

export interface FileUpload {
  file: File;
  /** 0–100 while the file goes up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST /property/{id}/photos: one listing photo (png/jpeg ≤3 MB, 5 in all), with its progress. */
export function uploadPhoto(id: string, { file, onProgress, signal }: FileUpload) {
  return upload('/api/v1/property/{id}/photos', {
    method: 'post',
    params: { id },
    fields: { photos: [file] },
    onProgress,
    signal,
  });
}

export function useUploadPhoto(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: (photo: FileUpload) => uploadPhoto(id, photo), onSuccess: saved });
}
