import { api, ok } from '@naija-homes/client/api-client';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contactMessageKeys } from './keys';

export const CONTACT_MESSAGES_PAGE_SIZE = 10;

/** GET /admin/contact-us: one page of the contact form's messages, newest first. */
export function getContactMessages(page: number, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/admin/contact-us', { params: { query: { page, limit: CONTACT_MESSAGES_PAGE_SIZE } }, signal }),
  );
}

/** The page stays on screen while the next one loads. */
export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: contactMessageKeys.page(page),
    queryFn: ({ signal }) => getContactMessages(page, signal),
    placeholderData: keepPreviousData,
  });
