import { homePathForRole } from '@naija-homes/contracts/user';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../lib/session';

/** The frame of every auth screen; a signed-in person is sent to their home instead. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { user } = useSession();
  if (user) return <Navigate to={homePathForRole(user.role)} replace />;
  return (
    <main className="flex justify-center bg-muted px-4 py-10 sm:py-16">
      <section className="w-full max-w-md rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </section>
    </main>
  );
}
