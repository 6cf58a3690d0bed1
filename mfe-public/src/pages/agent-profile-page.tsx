import { useParams } from '@naija-homes/ui-kit/lib/router';
import { AgentReviews } from '../features/agent-reviews/components/agent-reviews';
import { AgentProfile } from '../features/agents/components/agent-profile';
import { AskAgent } from '../features/lead-form/components/ask-agent';
import { MessageAgent } from '../features/message-agent/components/message-agent';
import { ReportAction } from '../features/report/components/report-action';

/** /agents/{slug}: an agent's public profile with the message form, their ratings and reviews. */
export function AgentProfilePage() {
  const { slug = '' } = useParams();
  return (
    <AgentProfile
      slug={slug}
      contact={(agent) => (
        <div className="grid gap-3">
          <MessageAgent agent={agent} />
          <AskAgent agentId={agent._id} placeholder="I am looking for a 3-bedroom flat in Lekki. Can you help?" />
          <ReportAction target={{ kind: 'agent', agentId: agent._id, name: agent.fullName }} />
        </div>
      )}
      reviews={(agentId) => <AgentReviews agentId={agentId} />}
    />
  );
}
