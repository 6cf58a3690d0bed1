import { useSession } from '@naija-homes/client/queries/session';
import type { Role } from '@naija-homes/contracts/enums';
import { Button } from '@naija-homes/ui-kit/components/button';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { Link, Navigate, useLocation } from '@naija-homes/ui-kit/lib/router';
import type { ReactNode } from 'react';
import { PageLoader } from '../shared/page-loader';

/** Who each area is for, as the notice names them ("This area is for agents"). */
const areaPeople: Record<Role, { one: string; many: string }> = {
  BUYER: { one: 'a buyer', many: 'home buyers' },
  AGENT: { one: 'an agent', many: 'agents' },
  ADMIN: { one: 'an admin', many: 'admins' },
};

/**
 * A visitor goes to sign in (and comes back after); a signed-in user of another role is told, in place, whose area
 * this is and who they are signed in as: sent home without a word, they could not tell a broken link from a wrong
 * account. The address stays, so signing in with the right account brings them back here.
 */
export function RoleGuard({ allow, children }: { allow: Role; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/sign-in?redirect=${redirect}`} replace />;
  }
  if (user.role !== allow) return <WrongAreaNotice allow={allow} role={user.role} />;
  return <>{children}</>;
}

function WrongAreaNotice({ allow, role }: { allow: Role; role: Role | null }) {
  const title = `This area is for ${areaPeople[allow].many}`;
  useDocumentTitle(title);
  return (
    <section
      aria-labelledby="wrong-area-title"
      className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center"
    >
      <h1 id="wrong-area-title" className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-muted-foreground">
        {role ? `You are signed in as ${areaPeople[role].one}.` : 'Your account has no role yet.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {role ? (
          <Button asChild>
            <Link to={`/${role.toLowerCase()}`}>Go to my {role.toLowerCase()} area</Link>
          </Button>
        ) : null}
        <Button asChild variant={role ? 'outline' : 'default'}>
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </section>
  );
}
