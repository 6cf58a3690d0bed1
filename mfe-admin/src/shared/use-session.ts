import { fetchSession } from '@naija-homes/contracts/session';
import { sessionQueryKey } from '@naija-homes/contracts/user';
import { useQuery } from '@tanstack/react-query';

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: fetchSession, staleTime: 30_000 });
  return query.data ?? null;
}
