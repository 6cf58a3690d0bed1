import { type AgentReview, type AgentStatusChange, agentStatusChangeSchema } from '@naija-homes/contracts/agent';
import { statusTone } from '@naija-homes/contracts/enums';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { formatLagosDateTime, orNA } from '@naija-homes/contracts/format';
import { apiRequest, type DataResponse } from '@naija-homes/contracts/http';
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
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** The review of one agent's submitted profile: every verification step, then Approve or Reject with a reason. */
export function AgentReviewDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        {userId ? <ReviewBody userId={userId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewBody({ userId, onDone }: { userId: string; onDone: () => void }) {
  const client = useQueryClient();
  const review = useQuery({
    queryKey: ['admin', 'agent', userId],
    queryFn: async () => (await apiRequest<DataResponse<AgentReview>>(`/admin/agents/${userId}`)).data,
  });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (body: AgentStatusChange) =>
      apiRequest<DataResponse<unknown>>(`/admin/agents/${userId}/status`, { method: 'PATCH', body }),
    onSuccess: (response) => {
      toast.success(response.message ?? 'Saved');
      void client.invalidateQueries({ queryKey: ['admin'] });
      onDone();
    },
  });
  function reject() {
    const parsed = agentStatusChangeSchema.safeParse({ status: 'rejected', reason });
    if (!parsed.success) {
      setReasonError(firstIssueMessage(parsed.error));
      return;
    }
    setReasonError(null);
    decide.mutate({ status: 'rejected', reason });
  }

  if (review.isPending) {
    return (
      <>
        <DialogTitle>Review agent</DialogTitle>
        <DialogDescription className="sr-only">Loading the agent's details</DialogDescription>
        <Skeleton className="h-64" />
      </>
    );
  }
  if (review.isError) {
    return (
      <>
        <DialogTitle>Review agent</DialogTitle>
        <DialogDescription role="alert" className="text-destructive">
          {review.error.message}
        </DialogDescription>
      </>
    );
  }
  const { agent, ...person } = review.data;
  const canApprove = agent.status === 'submitted';
  const canReject = agent.status === 'submitted' || agent.status === 'approved';
  return (
    <>
      <DialogHeader>
        <DialogTitle>Review {person.fullName}</DialogTitle>
        <DialogDescription>
          Check each verification step before deciding. The agent is told by email and in the app either way.
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={person.fullName} src={person.photo} className="size-12" />
        <div className="grid text-sm">
          <span className="font-medium">{person.fullName}</span>
          <span className="text-muted-foreground">{person.email}</span>
          <span className="text-muted-foreground">{orNA(person.phoneNumber)}</span>
        </div>
        <div className="ml-auto flex items-center gap-2 text-sm">
          <Chip tone={statusTone(agent.status)}>{agent.status}</Chip>
          <span>{agent.progress}%</span>
        </div>
      </div>
      {agent.submittedAt ? (
        <p className="text-sm text-muted-foreground">Submitted {formatLagosDateTime(agent.submittedAt)}</p>
      ) : null}
      {agent.rejectionReason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800">Previous rejection: {agent.rejectionReason}</p>
      ) : null}

      <Section title="1. Smile Id Verification" complete={agent.steps.identity}>
        <Row label="Verified">{agent.isSmileIdVerified ? 'Yes' : 'No'}</Row>
        <Row label="ID type">{orNA(agent.verificationType)}</Row>
        <Row label="ID number ends">{orNA(agent.identificationLast4)}</Row>
        <Row label="Verified on">{agent.smileIdVerifiedAt ? formatLagosDateTime(agent.smileIdVerifiedAt) : 'N/A'}</Row>
      </Section>
      <Section title="2. Professional Credentials" complete={agent.steps.credentials}>
        <Row label="License No">{orNA(agent.licenseNo)}</Row>
        <Row label="Certification No">{orNA(agent.certificationNo)}</Row>
        <Row label="Certificate">
          {agent.certificatePdf ? (
            <a className="text-primary underline" href={agent.certificatePdf} target="_blank" rel="noopener">
              View certificate (PDF)
            </a>
          ) : (
            'Not uploaded'
          )}
        </Row>
      </Section>
      <Section title="3. Office Information" complete={agent.steps.office}>
        <Row label="Agency name">{orNA(agent.agencyName)}</Row>
        <Row label="Office name">{orNA(agent.officeName)}</Row>
        <Row label="Agency size">{orNA(agent.agencySize)}</Row>
        <Row label="Agency email">{orNA(agent.agencyEmail)}</Row>
        <Row label="Agency phone">{orNA(agent.agencyPhoneNumber)}</Row>
        <Row label="Address">{orNA(agent.address)}</Row>
        <Row label="Coordinates">
          {agent.latitude !== null && agent.longitude !== null ? `${agent.latitude}, ${agent.longitude}` : 'N/A'}
        </Row>
      </Section>
      <Section title="4. Social Media Links" complete={agent.steps.social}>
        {(['website', 'linkedIn', 'facebook'] as const).map((key) => (
          <Row key={key} label={{ website: 'Website', linkedIn: 'LinkedIn', facebook: 'Facebook' }[key]}>
            {agent[key] ? (
              <a
                className="break-all text-primary underline"
                href={agent[key]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {agent[key]}
              </a>
            ) : (
              'N/A'
            )}
          </Row>
        ))}
      </Section>

      {rejecting ? (
        <FormField label="Reason for rejection" error={reasonError ?? undefined} required>
          <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      ) : null}
      {decide.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {decide.error.message}
        </p>
      ) : null}
      <DialogFooter>
        {rejecting ? (
          <>
            <Button variant="outline" onClick={() => setRejecting(false)} disabled={decide.isPending}>
              Back
            </Button>
            <Button variant="destructive" onClick={reject} loading={decide.isPending}>
              Confirm rejection
            </Button>
          </>
        ) : (
          <>
            <Button variant="outline" onClick={() => setRejecting(true)} disabled={!canReject || decide.isPending}>
              Reject
            </Button>
            <Button
              onClick={() => decide.mutate({ status: 'approved' })}
              disabled={!canApprove}
              loading={decide.isPending}
            >
              Approve
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

function Section({ title, complete, children }: { title: string; complete: boolean; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-card border border-border p-4" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{title}</h3>
        <Chip tone={complete ? 'green' : 'orange'}>{complete ? 'Completed' : 'Not completed'}</Chip>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mb-1 sm:mb-0">{children}</dd>
    </>
  );
}
