export const roomKeys = {
  all: ['rooms'] as const,
  list: (search: string, pages: number) => [...roomKeys.all, 'list', { search, pages }] as const,
};
