import { type AdminProperty, adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { Checkbox } from '@naija-homes/ui-kit/components/checkbox';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type RefObject, useId, useState } from 'react';
import { useDeactivateProperty } from '../api/deactivate-property';
import { useReactivateProperty } from '../api/reactivate-property';
import { useUnverifyProperty } from '../api/unverify-property';
import { useVerifyProperty } from '../api/verify-property';
import { DecisionDialog } from './decision-dialog';

export type ListingDecisionKind = 'deactivate' | 'reactivate' | 'verify' | 'unverify';
export interface ListingDecision {
  kind: ListingDecisionKind;
  /** The row as it was when the dialog opened, so the wording does not change while the list refreshes. */
  listing: AdminProperty;
}

/** The reason's limits, as contracts' deactivationReasonSchema checks them. */
const REASON_MIN = 10;
const REASON_MAX = 500;

interface DialogProps {
  listing: AdminProperty;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
}

/** Deactivate, reactivate, verify or unverify one listing; the server's message is toasted after it is done. */
export function ListingDecisionDialog({
  decision,
  onClose,
  opener,
}: {
  decision: ListingDecision | null;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  if (!decision) return null;
  // A dialog of its own per listing and decision (its form starts afresh); React takes the key apart from the props.
  const key = `${decision.kind}-${decision.listing._id}`;
  const props = { listing: decision.listing, onClose, opener };
  switch (decision.kind) {
    case 'deactivate':
      return <DeactivateDialog key={key} {...props} />;
    case 'reactivate':
      return <ReactivateDialog key={key} {...props} />;
    case 'verify':
      return <VerifyDialog key={key} {...props} />;
    case 'unverify':
      return <UnverifyDialog key={key} {...props} />;
  }
}

const done = (onClose: () => void) => ({
  onSuccess: (response: { message: string }) => {
    toast.success(response.message);
    onClose();
  },
});

function DeactivateDialog({ listing, onClose, opener }: DialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deactivate = useDeactivateProperty(done(onClose));
  // The form's check shows the one way every form shows it (ui-kit/lib/form-errors.ts): under the field and as the
  // toast; the server's refusal stays the dialog's problem.
  const describedBy = problem ? `${id}-hint ${id}-message` : `${id}-hint`;
  return (
    <DecisionDialog
      open
      onClose={onClose}
      opener={opener}
      focusFirstField
      title={`Deactivate “${listing.title}”?`}
      description={`It leaves search at once and ${listing.agent.fullName} is notified with your reason. The agent cannot put it back live: only an admin can reactivate it.`}
      confirmText="Deactivate"
      destructive
      busy={deactivate.isPending}
      problem={deactivate.isError ? deactivate.error.message : null}
      onSubmit={() => {
        if (reason.trim().length < REASON_MIN) {
          setProblem(adminPropertyMessages.reasonRequired);
          toastInvalid(adminPropertyMessages.reasonRequired);
          return;
        }
        setProblem(null);
        deactivate.mutate({ id: listing._id, reason: reason.trim() });
      }}
    >
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          Reason, sent to the agent
        </label>
        <Textarea
          id={`${id}-reason`}
          rows={4}
          value={reason}
          maxLength={REASON_MAX}
          aria-invalid={problem || deactivate.isError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          At least {REASON_MIN} characters; {reason.length}/{REASON_MAX}.
        </p>
        {problem ? (
          <p id={`${id}-message`} className="text-xs text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
    </DecisionDialog>
  );
}

function ReactivateDialog({ listing, onClose, opener }: DialogProps) {
  const reactivate = useReactivateProperty(done(onClose));
  return (
    <DecisionDialog
      open
      onClose={onClose}
      opener={opener}
      title={`Reactivate “${listing.title}”?`}
      description={`${listing.agent.fullName} is notified. The listing shows in search again if it is published and the agent's plan is live.`}
      confirmText="Reactivate"
      busy={reactivate.isPending}
      problem={reactivate.isError ? reactivate.error.message : null}
      onSubmit={() => reactivate.mutate(listing._id)}
    >
      {listing.moderationReason ? (
        <div className="rounded-md border border-border bg-muted/50 p-3 text-sm">
          <p className="font-medium">
            Deactivated{listing.moderatedAt ? ` on ${formatLagosDateTime(listing.moderatedAt)}` : ''}
          </p>
          <p className="mt-1 user-text text-muted-foreground">{listing.moderationReason}</p>
        </div>
      ) : null}
    </DecisionDialog>
  );
}

function VerifyDialog({ listing, onClose, opener }: DialogProps) {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyProperty(done(onClose));
  return (
    <DecisionDialog
      open
      onClose={onClose}
      opener={opener}
      title={`Mark “${listing.title}” as verified?`}
      description={`Its card and page show the Verified listing badge and ${listing.agent.fullName} is notified. Only do this after checking it.`}
      confirmText="Mark as verified"
      busy={verify.isPending}
      problem={verify.isError ? verify.error.message : null}
      onSubmit={() => {
        if (!checked) {
          setProblem(adminPropertyMessages.verifyChecklistRequired);
          toastInvalid(adminPropertyMessages.verifyChecklistRequired);
          return;
        }
        setProblem(null);
        verify.mutate(listing._id);
      }}
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-checked`}
          className="mt-0.5"
          checked={checked}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-message` : undefined}
          onCheckedChange={(value) => {
            setChecked(value === true);
            setProblem(null);
          }}
        />
        <label htmlFor={`${id}-checked`} className="text-sm">
          {adminPropertyMessages.verifyChecklist}
        </label>
      </div>
      {problem ? (
        <p id={`${id}-message`} className="-mt-2 text-xs text-destructive">
          {problem}
        </p>
      ) : null}
    </DecisionDialog>
  );
}

function UnverifyDialog({ listing, onClose, opener }: DialogProps) {
  const unverify = useUnverifyProperty(done(onClose));
  return (
    <DecisionDialog
      open
      onClose={onClose}
      opener={opener}
      title={`Remove the Verified badge from “${listing.title}”?`}
      description={`The badge leaves its card and page${listing.verifiedAt ? ` (verified on ${formatLagosDateTime(listing.verifiedAt)})` : ''}. You can verify it again after a new check.`}
      confirmText="Remove badge"
      destructive
      busy={unverify.isPending}
      problem={unverify.isError ? unverify.error.message : null}
      onSubmit={() => unverify.mutate(listing._id)}
    />
  );
}
