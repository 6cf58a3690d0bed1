import { adminKeys } from '../../../shared/api/admin-keys';

export const subscriberKeys = {
  all: [...adminKeys.all, 'newsletter-subscribers'] as const,
  page: (page: number, search: string) => [...subscriberKeys.all, 'page', search, page] as const,
};
