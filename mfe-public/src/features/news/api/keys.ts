export const newsKeys = {
  all: ['news'] as const,
  page: (page: number) => [...newsKeys.all, 'page', page] as const,
  article: (slug: string) => [...newsKeys.all, 'slug', slug] as const,
};
