import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { useUserMutation } from '@naija-homes/client/queries/session';
import { upload } from '@naija-homes/client/upload';

/** PUT /user/cover-photo: the profile's cover photo (jpeg, jpg or png); answers the updated user. */
export function uploadCoverPhoto(file: File) {
  return upload('/api/v1/user/cover-photo', { method: 'put', params: undefined, fields: { coverPhoto: file } });
}

export function useUploadCoverPhoto(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof uploadCoverPhoto>>, File> = {},
) {
  return useUserMutation(uploadCoverPhoto, callbacks);
}
