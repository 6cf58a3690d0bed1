import { useParams } from 'react-router';
import { AgentReviews } from '../features/agent-reviews/components/agent-reviews';
import { AgentProfile } from '../features/agents/components/agent-profile';

/** /agents/{slug}: an agent's public profile with their ratings and reviews. */
export function AgentProfilePage() {
  const { slug = '' } = useParams();
  return <AgentProfile slug={slug} reviews={(agentId) => <AgentReviews agentId={agentId} />} />;
}
