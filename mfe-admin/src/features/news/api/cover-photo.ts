import { api, ok } from '@naija-homes/client/api-client';
import type { MutationCallbacks } from '@naija-homes/client/queries/mutation-callbacks';
import { upload } from '@naija-homes/client/upload';
import { type SavedArticle, useArticleWrite } from './save-article';

export interface CoverChange {
  id: string;
  /** The new photo, or null to remove the one there is. */
  file: File | null;
}

/** PUT /admin/news/{id}/cover-photo (multipart `coverPhoto`) or DELETE it. */
export function changeCover({ id, file }: CoverChange) {
  if (!file) return ok(api.DELETE('/api/v1/admin/news/{id}/cover-photo', { params: { path: { id } } }));
  return upload('/api/v1/admin/news/{id}/cover-photo', { method: 'put', params: { id }, fields: { coverPhoto: file } });
}

export const useChangeCover = (callbacks: MutationCallbacks<SavedArticle, CoverChange> = {}) =>
  useArticleWrite(changeCover, callbacks);
