import { useParams } from 'react-router';
import { AgentReviews } from '../features/agent-reviews/components/agent-reviews';
import { AgentProfile } from '../features/agents/components/agent-profile';
import { MessageAgent } from '../features/message-agent/components/message-agent';

/** /agents/{slug}: an agent's public profile with the message form, their ratings and reviews. */
export function AgentProfilePage() {
  const { slug = '' } = useParams();
  return (
    <AgentProfile
      slug={slug}
      contact={(agent) => <MessageAgent agent={agent} />}
      reviews={(agentId) => <AgentReviews agentId={agentId} />}
    />
  );
}
