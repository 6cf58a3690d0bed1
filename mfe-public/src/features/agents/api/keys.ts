// Agents' keys are remote-wide: a review posted by the agent-reviews feature refreshes the profile's rating.
export { agentKeys } from '../../../shared/api/keys';
