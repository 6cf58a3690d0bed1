import { api, ok } from '@naija-homes/client/api-client';
import { takeInlinedAnswer } from '@naija-homes/client/queries/inlined-data';
import { pageParams, REVIEWS_PAGE_SIZE } from '@naija-homes/contracts/agent-pages';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** GET /review/agent/all/{agentId}: a page of an agent's reviews, newest first, with the rating stats. */
export function getAgentReviews(agentId: string, page: number, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/review/agent/all/{agentId}', {
      params: { path: { agentId }, query: { page, limit: REVIEWS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const agentReviewsQueryOptions = (agentId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.page(agentId, page),
    queryFn: ({ signal }) => getAgentReviews(agentId, page, signal),
    placeholderData: keepPreviousData,
    // On the first visit of the profile, the server sent its first page with it.
    initialData: () =>
      takeInlinedAnswer('/api/v1/review/agent/all/{agentId}', { agentId }, pageParams(page, REVIEWS_PAGE_SIZE)),
  });
