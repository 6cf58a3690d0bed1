import type { AgentDetails } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { ClockIcon } from 'lucide-react';

const toVerification = '/agent/settings?tab=verification';

/** Where the team's review stands once the agent has submitted: under review, or sent back with changes. */
function ReviewState({ status }: { status: 'submitted' | 'rejected' }) {
  const submitted = status === 'submitted';
  return (
    <section
      aria-labelledby="agent-review-state"
      className="grid gap-2 rounded-card border border-border bg-muted/40 p-4 text-left text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <ClockIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <h2 id="agent-review-state" className="font-semibold">
          {submitted ? messages.profileUnderReviewTitle : messages.profileNeedsChangesTitle}
        </h2>
        <Chip tone={statusTone(status)}>{submitted ? 'submitted' : 'rejected'}</Chip>
      </div>
      <p className="text-muted-foreground">{submitted ? messages.profileUnderReview : messages.profileNeedsChanges}</p>
    </section>
  );
}

/**
 * Shown on every agent page but settings, notifications and help until the profile is approved (spec §2): the
 * spec's words, the progress bar and the link to the profile settings, always; once submitted, where the team's
 * review stands beside them, and the link says what is left to do (a submitted profile is not submitted again).
 */
export function AgentGate({ progress, status }: { progress: number; status: AgentDetails['status'] }) {
  const reviewed = status === 'submitted' || status === 'rejected' ? status : null;
  const linkText =
    reviewed === 'submitted'
      ? messages.viewSubmission
      : reviewed === 'rejected'
        ? messages.reviewChanges
        : progress >= 100
          ? messages.submitProfile
          : messages.completeProfileLink;
  return (
    <Card className="mx-auto mt-6 grid max-w-xl gap-4 text-center">
      <h1 className="text-xl font-semibold">{messages.agentGate}</h1>
      <div className="grid gap-1">
        <Progress value={progress} label="Profile completion" />
        <p className="text-sm text-muted-foreground">{progress}% complete</p>
      </div>
      {reviewed ? <ReviewState status={reviewed} /> : null}
      <div>
        <Button asChild variant={reviewed === 'submitted' ? 'outline' : 'default'}>
          <Link to={toVerification}>{linkText}</Link>
        </Button>
      </div>
    </Card>
  );
}
