import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';
import { upload } from '@naija-homes/client/upload';

/** PUT /user/photo: the profile photo (jpeg, jpg or png); answers the updated user. */
export function uploadPhoto(file: File) {
  return upload('/api/v1/user/photo', { method: 'put', params: undefined, fields: { photo: file } });
}

export function useUploadPhoto(callbacks: MutationCallbacks<Awaited<ReturnType<typeof uploadPhoto>>, File> = {}) {
  return useUserMutation(uploadPhoto, callbacks);
}
