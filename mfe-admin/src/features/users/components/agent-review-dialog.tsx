import { zodResolver } from '@hookform/resolvers/zod';
import { adminMessages } from '@naija-homes/contracts/admin';
import { type AgentDetails, type AgentStatusChange, agentStatusChangeSchema } from '@naija-homes/contracts/agent';
import { formatLagosDateTime, orNA } from '@naija-homes/contracts/format';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';
import { Avatar } from '@naija-homes/ui-kit/components/avatar';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { Progress } from '@naija-homes/ui-kit/components/progress';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { returnFocusTo } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ReviewFact, ReviewFacts } from '../../../shared/review-facts';
import { agentReviewQueryOptions } from '../api/get-agent-review';
import { useUpdateAgentStatus } from '../api/update-agent-status';
import { safeHref } from '../safe-href';

/** The review of one agent's submitted profile: every verification step, then Approve or Reject with a reason. */
export function AgentReviewDialog({
  userId,
  onClose,
  opener,
}: {
  userId: string | null;
  onClose: () => void;
  /** The button that opened the dialog, focused again when it closes. */
  opener?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl p-4 sm:p-6" onCloseAutoFocus={returnFocusTo(opener)}>
        {userId ? <ReviewBody key={userId} userId={userId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const notApprovableReason: Record<AgentDetails['status'], string> = {
  incomplete: `The agent has not submitted the profile yet. ${adminMessages.onlySubmittedApproved}.`,
  submitted: '',
  approved: 'This profile is already approved.',
  rejected: 'This profile was rejected. The agent must update it and submit again before it can be approved.',
};

function ReviewBody({ userId, onDone }: { userId: string; onDone: () => void }) {
  const ids = useId();
  const review = useQuery(agentReviewQueryOptions(userId));
  const [rejecting, setRejecting] = useState(false);
  const decide = useUpdateAgentStatus(userId, {
    onSuccess: (response) => {
      toast.success(response.message);
      onDone();
    },
  });
  // Leaving the rejection form puts focus back on the Reject button that opened it.
  const rejectButton = useRef<HTMLButtonElement>(null);
  const wasRejecting = useRef(false);
  useEffect(() => {
    if (wasRejecting.current && !rejecting) rejectButton.current?.focus();
    wasRejecting.current = rejecting;
  }, [rejecting]);

  if (review.isPending) {
    return (
      <div aria-busy="true" className="grid gap-4">
        <DialogTitle>Review agent</DialogTitle>
        <DialogDescription>Loading the agent's details…</DialogDescription>
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (review.isError) {
    return (
      <>
        <DialogTitle>Review agent</DialogTitle>
        <DialogDescription role="alert" className="text-destructive">
          {review.error.message}
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={() => void review.refetch()} loading={review.isFetching}>
            Try again
          </Button>
        </DialogFooter>
      </>
    );
  }
  const { agent, ...person } = review.data;
  const canApprove = agent.status === 'submitted';
  const canReject = agent.status === 'submitted' || agent.status === 'approved';
  const newTabNote = `${ids}-new-tab`;
  const approveHint = `${ids}-approve-hint`;
  // Shown next to the buttons that caused it (a 409 when another admin decided first, for example).
  const failure = decide.isError ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
      {decide.error.message}
    </p>
  ) : null;
  const link = (href: string | null) => {
    const safe = safeHref(href);
    if (!safe) return orNA(href);
    return (
      <a
        className="user-text text-primary underline underline-offset-2"
        href={safe}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabNote}
      >
        {href}
      </a>
    );
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review {person.fullName}</DialogTitle>
        <DialogDescription>
          Check each verification step before deciding. The agent is told by email and in the app either way.
        </DialogDescription>
      </DialogHeader>
      <span id={newTabNote} hidden>
        Opens in a new tab
      </span>

      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={person.fullName} src={person.photo} className="size-12" />
        <div className="grid min-w-0 text-sm">
          <span className="font-medium">{person.fullName}</span>
          <span className="user-text text-muted-foreground">{person.email}</span>
          <span className="text-muted-foreground">
            {orNA(person.phoneNumber ? formatPhoneForDisplay(person.phoneNumber) : null)}
          </span>
        </div>
      </div>

      <ReviewFacts wideLabels title="Profile">
        <ReviewFact label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <Chip tone={statusTone(agent.status)}>{agent.status}</Chip>
            {canApprove ? <span className="text-xs font-semibold text-orange-800">Awaiting review</span> : null}
          </span>
        </ReviewFact>
        <ReviewFact label="Progress">
          <span className="flex items-center gap-3">
            <Progress value={agent.progress} label="Profile progress" className="max-w-40" />
            <span>{agent.progress}%</span>
          </span>
        </ReviewFact>
        <ReviewFact label="Submitted">{agent.submittedAt ? formatLagosDateTime(agent.submittedAt) : 'N/A'}</ReviewFact>
        <ReviewFact label="Last reviewed">
          {agent.reviewedAt ? formatLagosDateTime(agent.reviewedAt) : 'N/A'}
        </ReviewFact>
        <ReviewFact label="Rejection reason">{orNA(agent.rejectionReason)}</ReviewFact>
        <ReviewFact label="Account">{person.isBlocked ? 'Blocked' : 'Active'}</ReviewFact>
        <ReviewFact label="Bio">
          <span className="whitespace-pre-line">{orNA(person.bio)}</span>
        </ReviewFact>
      </ReviewFacts>

      <ReviewFacts wideLabels title="1. Smile Id Verification" complete={agent.steps.identity}>
        <ReviewFact label="ID verified">{agent.isSmileIdVerified ? 'Yes' : 'No'}</ReviewFact>
        <ReviewFact label="ID type">{orNA(agent.verificationType)}</ReviewFact>
        <ReviewFact label="ID number ends">{orNA(agent.identificationLast4)}</ReviewFact>
        <ReviewFact label="Verified on">
          {agent.smileIdVerifiedAt ? formatLagosDateTime(agent.smileIdVerifiedAt) : 'N/A'}
        </ReviewFact>
      </ReviewFacts>
      <ReviewFacts wideLabels title="2. Professional Credentials" complete={agent.steps.credentials}>
        <ReviewFact label="License No">{orNA(agent.licenseNo)}</ReviewFact>
        <ReviewFact label="Certification No">{orNA(agent.certificationNo)}</ReviewFact>
        <ReviewFact label="Certificate">
          {agent.certificatePdf ? (
            <a
              className="text-primary underline underline-offset-2"
              href={agent.certificatePdf}
              target="_blank"
              rel="noopener"
              aria-describedby={newTabNote}
            >
              View certificate (PDF)
            </a>
          ) : (
            'Not uploaded'
          )}
        </ReviewFact>
      </ReviewFacts>
      <ReviewFacts wideLabels title="3. Office Information" complete={agent.steps.office}>
        <ReviewFact label="Agency name">{orNA(agent.agencyName)}</ReviewFact>
        <ReviewFact label="Office name">{orNA(agent.officeName)}</ReviewFact>
        <ReviewFact label="Agency size">{orNA(agent.agencySize)}</ReviewFact>
        <ReviewFact label="Agency email">
          <span className="user-text">{orNA(agent.agencyEmail)}</span>
        </ReviewFact>
        <ReviewFact label="Agency phone">
          {orNA(agent.agencyPhoneNumber ? formatPhoneForDisplay(agent.agencyPhoneNumber) : null)}
        </ReviewFact>
        <ReviewFact label="Address">{orNA(agent.address)}</ReviewFact>
        <ReviewFact label="Latitude">{orNA(agent.latitude)}</ReviewFact>
        <ReviewFact label="Longitude">{orNA(agent.longitude)}</ReviewFact>
      </ReviewFacts>
      <ReviewFacts wideLabels title="4. Social Media Links" complete={agent.steps.social}>
        <ReviewFact label="Website">{link(agent.website)}</ReviewFact>
        <ReviewFact label="LinkedIn">{link(agent.linkedIn)}</ReviewFact>
        <ReviewFact label="Facebook">{link(agent.facebook)}</ReviewFact>
      </ReviewFacts>

      {rejecting ? (
        <RejectForm
          failure={failure}
          pending={decide.isPending}
          onSubmit={(body) => decide.mutate(body)}
          onBack={() => {
            decide.reset();
            setRejecting(false);
          }}
        />
      ) : (
        <>
          {failure}
          {canApprove ? null : (
            <p id={approveHint} className="text-sm text-muted-foreground">
              {notApprovableReason[agent.status]}
            </p>
          )}
          <DialogFooter>
            <Button
              ref={rejectButton}
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => {
                decide.reset();
                setRejecting(true);
              }}
              disabled={!canReject || decide.isPending}
            >
              Reject
            </Button>
            <Button
              onClick={() => decide.mutate({ status: 'approved' })}
              disabled={!canApprove}
              loading={decide.isPending}
              aria-describedby={canApprove ? undefined : approveHint}
            >
              Approve
            </Button>
          </DialogFooter>
        </>
      )}
    </>
  );
}

/** The reason is checked with the same contract schema the API validates the request with. */
function RejectForm({
  failure,
  pending,
  onSubmit,
  onBack,
}: {
  failure: ReactNode;
  pending: boolean;
  onSubmit: (body: AgentStatusChange) => void;
  onBack: () => void;
}) {
  const form = useForm<AgentStatusChange>({
    resolver: zodResolver(agentStatusChangeSchema),
    defaultValues: { status: 'rejected', reason: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      aria-label="Reject agent"
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => onSubmit({ status: 'rejected', reason: values.reason }), toastFirstError)}
    >
      <FormField
        label="Reason for rejection"
        required
        error={error}
        hint="The agent sees this reason in the email and the notification."
      >
        <Textarea rows={3} readOnly={pending} {...form.register('reason')} />
      </FormField>
      {failure}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button type="submit" variant="destructive" loading={pending}>
          Confirm rejection
        </Button>
      </DialogFooter>
    </form>
  );
}
