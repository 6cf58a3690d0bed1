import type { AgentDetails } from '@naija-homes/contracts/agent';
import { statusTone } from '@naija-homes/contracts/enums';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';
import type { User } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation } from '@tanstack/react-query';
import { CredentialsStep } from './credentials-step';
import { IdentityStep } from './identity-step';
import { OfficeStep } from './office-step';
import { SocialStep } from './social-step';
import { useAgentDetails, useStepSaved } from './use-agent-details';

const statusText: Record<AgentDetails['status'], string> = {
  incomplete: 'Complete the four steps below, then submit your profile for review.',
  submitted: 'Your profile is with our team for review. We will notify you by email and in the app.',
  approved: 'Your profile is approved: buyers see the verified badge on your profile and listings.',
  rejected: 'Your profile needs changes. Correct the details below and submit again.',
};

export function VerificationTab({ user }: { user: User }) {
  const details = useAgentDetails();
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

function SubmitPanel({ details }: { details: AgentDetails }) {
  const saved = useStepSaved();
  const submit = useMutation({
    mutationFn: () => apiRequest<DataResponse<AgentDetails>>('/agent/submit', { method: 'POST' }),
    onSuccess: (response) => {
      saved(response.data);
      toast.success(response.message ?? 'Profile submitted');
    },
    onError: (error) => toast.error(error.message),
  });
  const canSubmit = details.progress >= 100 && (details.status === 'incomplete' || details.status === 'rejected');
  return (
    <Card className="grid gap-3" aria-labelledby="verification-status-heading" role="region">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="verification-status-heading" className="font-semibold">
          Profile verification
        </h3>
        <Chip tone={statusTone(details.status)}>{details.status}</Chip>
      </div>
      <Progress value={details.progress} label="Profile completion" />
      <p className="text-sm text-muted-foreground">
        {details.progress}% complete. {statusText[details.status]}
        {details.status === 'submitted' && details.submittedAt
          ? ` Submitted ${formatLagosDate(details.submittedAt)}.`
          : ''}
      </p>
      {details.status === 'rejected' && details.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          <span className="font-medium">Reason from our team: </span>
          {details.rejectionReason}
        </p>
      ) : null}
      {details.status === 'incomplete' || details.status === 'rejected' ? (
        <div>
          <Button onClick={() => submit.mutate()} disabled={!canSubmit} loading={submit.isPending}>
            {messages.submitProfile}
          </Button>
          {canSubmit ? null : (
            <p className="mt-2 text-xs text-muted-foreground">Available once all four steps are completed.</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
