import { ApiError, apiRequest, type DataResponse } from './http';
import type { User } from './user';

/** The signed-in user, or null for a visitor. Used as the queryFn of `sessionQueryKey` everywhere. */
export async function fetchSession(): Promise<User | null> {
  try {
    const response = await apiRequest<DataResponse<User>>('/user/me');
    return response.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
