import type { AgentDetails } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { ClockIcon } from 'lucide-react';

const toVerification = '/agent/settings?tab=verification';

/**
 * Shown on every agent page but settings, notifications and help until the profile is approved (spec §2): the
 * progress and the next step while onboarding, that the team is reviewing once submitted, what to do if rejected.
 */
export function AgentGate({ progress, status }: { progress: number; status: AgentDetails['status'] }) {
  if (status === 'submitted' || status === 'rejected') {
    const submitted = status === 'submitted';
    return (
      <Card className="mx-auto mt-6 grid max-w-xl justify-items-center gap-4 text-center">
        <ClockIcon aria-hidden="true" className="size-8 text-primary" />
        <h1 className="text-xl font-semibold">
          {submitted ? messages.profileUnderReviewTitle : messages.profileNeedsChangesTitle}
        </h1>
        <p className="text-sm text-muted-foreground">
          {submitted ? messages.profileUnderReview : messages.profileNeedsChanges}
        </p>
        <Button asChild variant={submitted ? 'outline' : 'default'}>
          <Link to={toVerification}>{submitted ? messages.viewSubmission : messages.reviewChanges}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="mx-auto mt-6 grid max-w-xl gap-4 text-center">
      <h1 className="text-xl font-semibold">{messages.agentGate}</h1>
      <div className="grid gap-1">
        <Progress value={progress} label="Profile completion" />
        <p className="text-sm text-muted-foreground">{progress}% complete</p>
      </div>
      <div>
        <Button asChild>
          <Link to={toVerification}>{progress >= 100 ? messages.submitProfile : messages.completeProfileLink}</Link>
        </Button>
      </div>
    </Card>
  );
}
