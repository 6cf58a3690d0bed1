import { adminKeys } from '../../../shared/api/admin-keys';

export const contactMessageKeys = {
  all: [...adminKeys.all, 'contact-messages'] as const,
  page: (page: number) => [...contactMessageKeys.all, 'page', page] as const,
};
