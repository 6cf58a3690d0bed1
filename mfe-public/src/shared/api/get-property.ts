import { api, isApiError, ok } from '@naija-homes/client/api-client';
import type { PublicProperty } from '@naija-homes/contracts/listing';
import { withPoint } from './point';

/** GET /property/slug/{slug}: the listing, or null when it does not exist or is hidden from this viewer (404). */
export async function getProperty(slug: string, signal?: AbortSignal): Promise<PublicProperty | null> {
  try {
    return withPoint((await ok(api.GET('/api/v1/property/slug/{slug}', { params: { path: { slug } }, signal }))).data);
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
