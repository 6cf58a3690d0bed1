export { agentKeys } from '../../../shared/api/keys';

/** An agent's reviews: the pages of the list, and the signed-in buyer's own (which hides the review box). */
export const reviewKeys = {
  all: ['reviews'] as const,
  agent: (agentId: string) => [...reviewKeys.all, agentId] as const,
  page: (agentId: string, page: number) => [...reviewKeys.agent(agentId), 'page', page] as const,
  mine: (agentId: string) => [...reviewKeys.agent(agentId), 'mine'] as const,
};
