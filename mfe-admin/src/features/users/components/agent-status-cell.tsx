import type { User } from '@naija-homes/contracts/user';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';

/** The agent's profile status; a submitted profile is the one waiting for an admin, so it stands out. */
export function AgentStatusCell({ agent }: { agent: NonNullable<User['agent']> }) {
  const awaiting = agent.status === 'submitted';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Chip
        tone={statusTone(agent.status)}
        className={awaiting ? 'font-semibold ring-1 ring-orange-400 ring-inset' : undefined}
      >
        {agent.status}
      </Chip>
      {awaiting ? (
        <span className="text-xs font-semibold whitespace-nowrap text-orange-800">Awaiting review</span>
      ) : (
        <span className="text-xs text-muted-foreground">{agent.progress}%</span>
      )}
    </span>
  );
}
