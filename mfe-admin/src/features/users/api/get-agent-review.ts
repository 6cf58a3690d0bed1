import { api, ok } from '@naija-homes/client/api-client';
import { queryOptions } from '@tanstack/react-query';
import { userKeys } from './keys';

/** GET /admin/agents/{userId}: the person and every verification step of their agent profile. */
export async function getAgentReview(userId: string, signal?: AbortSignal) {
  return (await ok(api.GET('/api/v1/admin/agents/{userId}', { params: { path: { userId } }, signal }))).data;
}

export const agentReviewQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.agentReview(userId), queryFn: ({ signal }) => getAgentReview(userId, signal) });
