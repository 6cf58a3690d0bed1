import { upload } from '@naija-homes/client/upload';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';
import type { FileUpload } from './upload-photo';

/** PUT /property/{id}/panorama: a 360° image (≤10 MB) that replaces the tour link; Elite and Platinum only (403). */
export function uploadPanorama(id: string, { file, onProgress, signal }: FileUpload) {
  return upload('/api/v1/property/{id}/panorama', {
    method: 'put',
    params: { id },
    fields: { panoramaFile: file },
    onProgress,
    signal,
  });
}

export function useUploadPanorama(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: (panorama: FileUpload) => uploadPanorama(id, panorama), onSuccess: saved });
}
