import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { AgentDirectory } from '../features/agents/components/agent-directory';

/** /agents: the directory of verified agents. */
export function AgentsPage() {
  useDocumentTitle('Find an agent');
  return <AgentDirectory />;
}
