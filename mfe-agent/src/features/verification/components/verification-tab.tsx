import type { SessionUser } from '@naija-homes/client/queries/session';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useQuery } from '@tanstack/react-query';
import { agentDetailsQueryOptions } from '../api/get-agent-details';
import { CredentialsStep } from './credentials-step';
import { IdentityStep } from './identity-step';
import { OfficeStep } from './office-step';
import { SocialStep } from './social-step';
import { SubmitPanel } from './submit-panel';

export function VerificationTab({ user }: { user: Pick<SessionUser, 'firstName' | 'lastName'> }) {
  const details = useQuery(agentDetailsQueryOptions());
  if (details.isPending) return <Skeleton className="h-64" />;
  if (details.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {details.error.message}
      </p>
    );
  }
  const data = details.data;
  return (
    <div className="grid max-w-3xl gap-5">
      <SubmitPanel details={data} />
      <IdentityStep details={data} user={user} />
      <CredentialsStep details={data} />
      <OfficeStep details={data} />
      <SocialStep details={data} />
    </div>
  );
}
