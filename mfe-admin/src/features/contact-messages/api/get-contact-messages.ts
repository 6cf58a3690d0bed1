import { api, ok } from '@naija-homes/client/api-client';
import type { ContactMessageStatus } from '@naija-homes/contracts/contact';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contactMessageKeys } from './keys';

export const CONTACT_MESSAGES_PAGE_SIZE = 10;

/** GET /admin/contact-us: one page of the contact form's messages (open, handled or all), newest first. */
export function getContactMessages(page: number, status: ContactMessageStatus, signal?: AbortSignal) {
  return ok(
    api.GET('/api/v1/admin/contact-us', {
      params: { query: { page, limit: CONTACT_MESSAGES_PAGE_SIZE, status } },
      signal,
    }),
  );
}

/** The page stays on screen while the next one loads. */
export const contactMessagesQueryOptions = (page: number, status: ContactMessageStatus) =>
  queryOptions({
    queryKey: contactMessageKeys.page(page, status),
    queryFn: ({ signal }) => getContactMessages(page, status, signal),
    placeholderData: keepPreviousData,
  });
