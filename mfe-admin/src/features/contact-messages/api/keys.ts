import type { ContactMessageStatus } from '@naija-homes/contracts/contact';
import { adminKeys } from '../../../shared/api/admin-keys';

export const contactMessageKeys = {
  all: [...adminKeys.all, 'contact-messages'] as const,
  page: (page: number, status: ContactMessageStatus) => [...contactMessageKeys.all, 'page', status, page] as const,
};
