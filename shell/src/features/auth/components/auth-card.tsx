import { useSession } from '@naija-homes/client/queries/session';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { Navigate, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import type { ReactNode } from 'react';
import { afterSignInPath } from '../safe-redirect';

/**
 * The frame of every auth screen. A signed-in person is sent on as signing in would send them: back to the page
 * they came from (`redirect`) when it is safe, else their home. This also runs the moment a sign-in succeeds, as the
 * session arrives, so it must agree with the form's own navigation.
 */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { user } = useSession();
  useDocumentTitle(title);
  const [params] = useSearchParams();
  if (user) return <Navigate to={afterSignInPath(params.get('redirect'), user.role)} replace />;
  return (
    <main className="flex min-h-[calc(100dvh-4rem)] items-start justify-center bg-muted px-4 py-10 sm:py-16">
      <section className="w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </main>
  );
}
