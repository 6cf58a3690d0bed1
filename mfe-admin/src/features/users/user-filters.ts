import { type AgentStatus, agentStatuses, type Role, roles } from '@naija-homes/contracts/enums';

export const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return values.find((candidate) => candidate === value) ?? '';
}

export interface UserFilterParams {
  status: AgentStatus | '';
  role: Role | '';
  page: number;
  search: string;
}

/**
 * The user list's filters as the URL gives them (so a queue such as ?role=AGENT&status=submitted can be linked from
 * a notification). Unknown values are ignored rather than sent to the API; an agent status implies the agent role.
 */
export function userFiltersFrom(params: URLSearchParams): UserFilterParams {
  const status = oneOf(agentStatuses, params.get('status'));
  return {
    status,
    role: status ? 'AGENT' : oneOf(roles, params.get('role')),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search: params.get('search') ?? '',
  };
}
