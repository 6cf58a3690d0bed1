import { propertyKeys } from '../../../shared/api/keys';

export const propertyDetailKeys = {
  /** Under the listing's own key, so refreshing the listing refreshes its neighbours too. */
  similar: (slug: string) => [...propertyKeys.detail(slug), 'similar'] as const,
};
