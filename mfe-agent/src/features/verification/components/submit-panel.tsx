import type { AgentDetails } from '@naija-homes/contracts/agent';
import { formatLagosDate } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useSubmitProfile } from '../api/submit-profile';
import { canResubmit, canSubmitProfile, profileStatusText } from '../profile-status';

/** The profile's status and progress, with Submit Profile while it can be (re)submitted. */
export function SubmitPanel({ details }: { details: AgentDetails }) {
  const submit = useSubmitProfile(toastOutcome(undefined, 'Profile submitted'));
  const canSubmit = canSubmitProfile(details);
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
        {details.progress}% complete. {profileStatusText[details.status]}
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
      {canResubmit(details.status) ? (
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
