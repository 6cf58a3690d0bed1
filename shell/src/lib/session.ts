import { fetchSession } from '@naija-homes/contracts/session';
import { sessionQueryKey, type User } from '@naija-homes/contracts/user';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000 });
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

/** Stores the user a sign-in or verification returned, so the header updates without another request. */
export function useSetSessionUser() {
  const client = useQueryClient();
  return (user: User | null) => client.setQueryData(sessionQueryKey, user);
}
