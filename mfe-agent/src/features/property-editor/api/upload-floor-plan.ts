import { upload } from '@naija-homes/client/upload';
import { useMutation } from '@tanstack/react-query';
import { usePropertySaved } from '../hooks/use-property-saved';
import type { FileUpload } from './upload-photo';

/** PUT /property/{id}/floor-plan: the one floor plan (a PNG or JPEG image ≤5 MB), replacing any other. */
export function uploadFloorPlan(id: string, { file, onProgress, signal }: FileUpload) {
  return upload('/api/v1/property/{id}/floor-plan', {
    method: 'put',
    params: { id },
    fields: { floorPlan: file },
    onProgress,
    signal,
  });
}

export function useUploadFloorPlan(id: string) {
  const saved = usePropertySaved(id);
  return useMutation({ mutationFn: (plan: FileUpload) => uploadFloorPlan(id, plan), onSuccess: saved });
}
