// Keys of the agent's listings that three features of this remote share: My Properties and the editor change
// listings, the dashboard counts them. Each feature's api/keys.ts re-exports the ones it uses; the property editor
// imports them from here (features do not import each other).

export const myPropertiesKeys = {
  all: ['my-properties'] as const,
  list: (page: number, search: string) => [...myPropertiesKeys.all, 'list', { page, search }] as const,
};

export const propertyStatsKeys = {
  all: ['property-stats'] as const,
};
