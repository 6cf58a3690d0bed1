import { api } from '@naija-homes/client/api-client';

/** GET /health, past every cache: whether the server answers again after the service worker reported it gone. */
export async function serverReachable(): Promise<boolean> {
  try {
    const { response } = await api.GET('/api/v1/health', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
