import { useSession } from '@naija-homes/client/queries/session';
import type { Role } from '@naija-homes/contracts/enums';
import { Navigate, useLocation } from '@naija-homes/ui-kit/lib/router';
import type { ReactNode } from 'react';
import { PageLoader } from '../shared/page-loader';

/** A visitor goes to sign in (and comes back after); a signed-in user of another role goes home. */
export function RoleGuard({ allow, children }: { allow: Role; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sign-in?redirect=${redirect}`} replace />;
  }
  if (user.role !== allow) return <Navigate to="/" replace />;
  return <>{children}</>;
}
