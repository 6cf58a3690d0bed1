import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { subscriberKeys } from './keys';

export const SUBSCRIBERS_PAGE_SIZE = 10;

/** GET /admin/news-letter: one page of newsletter subscribers, newest first, searched by part of the email. */
export function getSubscribers(page: number, search: string, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/admin/news-letter', {
      params: { query: { page, limit: SUBSCRIBERS_PAGE_SIZE, search: search || undefined } },
      signal,
    }),
  );
}

/** The page stays on screen while the next one loads. */
export const subscribersQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: subscriberKeys.page(page, search),
    queryFn: ({ signal }) => getSubscribers(page, search, signal),
    placeholderData: keepPreviousData,
  });
