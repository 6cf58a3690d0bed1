import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import {
  type AdminReport,
  RESOLUTION_NOTE_MAX,
  type ReportDecision,
  reportMessages,
  reportResolutionSchema,
  reportStatusLabels,
  STRIKES_TO_BLOCK,
  strikeLabel,
} from '@naija-homes/contracts/moderation';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Checkbox } from '@naija-homes/ui-kit/components/checkbox';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { Dialog, DialogFooter, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { Label } from '@naija-homes/ui-kit/components/label';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { returnFocusTo } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { ExternalLinkIcon } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { ReviewFact, ReviewFacts } from '../../../shared/review-facts';
import { useResolveReport } from '../api/resolve-report';
import { Outcome, reportStatusTone } from './report-outcome';

/** One report: what the reporter wrote, the listing and the agent, then the decision (or the outcome, once resolved). */
export function ReportReviewDialog({
  report,
  onClose,
  opener,
}: {
  report: AdminReport | null;
  onClose: () => void;
  /** The button that opened the dialog, focused again when it closes. */
  opener?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {report ? <ReviewBody key={report._id} report={report} onDone={onClose} opener={opener} /> : null}
    </Dialog>
  );
}

function ReviewBody({
  report,
  onDone,
  opener,
}: {
  report: AdminReport;
  onDone: () => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  const ids = useId();
  const newTabNote = `${ids}-new-tab`;
  const { listing, agent } = report;
  const newTabLink = (href: string, text: string) => (
    <a
      className="inline-flex items-center gap-1 text-primary underline underline-offset-2 user-text"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={newTabNote}
    >
      {text}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
  return (
    <DialogPanel
      className="max-w-2xl p-4 sm:p-6"
      onCloseAutoFocus={returnFocusTo(opener)}
      title={`Report ${report.reportNo}`}
      description={`${report.reasonLabel} · sent ${formatLagosDateTime(report.createdAt)}`}
      // An open report's buttons sit in its decision form, below the sections (the form does not wrap them).
      footer={
        report.status === 'open' ? null : (
          <Button variant="outline" onClick={onDone}>
            Close
          </Button>
        )
      }
    >
      <span id={newTabNote} hidden>
        Opens in a new tab
      </span>

      <ReviewFacts title="What the reporter wrote">
        <ReviewFact label="Status">
          <Chip tone={reportStatusTone[report.status]}>{reportStatusLabels[report.status]}</Chip>
        </ReviewFact>
        <ReviewFact label="Reason">{report.reasonLabel}</ReviewFact>
        <ReviewFact label="Message">
          <span className="whitespace-pre-line user-text">{report.message}</span>
        </ReviewFact>
        <ReviewFact label="Reporter">
          <span className="grid">
            <span>{report.reporter.fullName}</span>
            <span className="text-muted-foreground user-text">{report.reporter.email}</span>
          </span>
        </ReviewFact>
      </ReviewFacts>

      {listing ? (
        <ReviewFacts title="Listing">
          <ReviewFact label="Title">
            {newTabLink(`/properties/${listing.slug}`, listing.title ?? 'Untitled listing')}
          </ReviewFact>
          <ReviewFact label="Status">
            <span className="flex flex-wrap items-center gap-2">
              <Chip tone={statusTone(listing.listingStatus)}>{listing.listingStatus}</Chip>
              {listing.moderationReason ? <span className="text-xs font-semibold">Deactivated by an admin</span> : null}
            </span>
          </ReviewFact>
          {listing.moderationReason ? <ReviewFact label="Why">{listing.moderationReason}</ReviewFact> : null}
          <ReviewFact label="Open reports">{report.openReportsOnTarget}</ReviewFact>
        </ReviewFacts>
      ) : null}

      <ReviewFacts title={listing ? 'Agent' : 'Agent reported'}>
        <ReviewFact label="Name">
          {agent.slug ? newTabLink(`/agents/${agent.slug}`, agent.fullName) : agent.fullName}
        </ReviewFact>
        <ReviewFact label="Email">
          <span className="user-text">{agent.email}</span>
        </ReviewFact>
        <ReviewFact label="Strikes">
          <span className="flex flex-wrap items-center gap-2">
            {agent.strikes} of {STRIKES_TO_BLOCK}
            {agent.isBlocked ? <Chip tone="red">Blocked</Chip> : null}
          </span>
        </ReviewFact>
        {listing ? null : <ReviewFact label="Open reports">{report.openReportsOnTarget}</ReviewFact>}
      </ReviewFacts>

      {report.status === 'open' ? (
        <DecisionForm report={report} onDone={onDone} />
      ) : (
        <ReviewFacts title="Outcome">
          <ReviewFact label="Decision">
            <Outcome report={report} />
          </ReviewFact>
          <ReviewFact label="Note">
            <span className="whitespace-pre-line">{report.resolutionNote}</span>
          </ReviewFact>
          <ReviewFact label="By">{report.resolvedBy?.fullName ?? 'N/A'}</ReviewFact>
          <ReviewFact label="On">{report.resolvedAt ? formatLagosDateTime(report.resolvedAt) : 'N/A'}</ReviewFact>
        </ReviewFacts>
      )}
    </DialogPanel>
  );
}

/** Dismiss or uphold; upholding may take the listing down and strike the agent. Checked with the API's schema. */
function DecisionForm({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const ids = useId();
  const [decision, setDecision] = useState<ReportDecision | null>(null);
  const [deactivate, setDeactivate] = useState(true);
  const [strike, setStrike] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; note?: string; form?: string }>({});
  const resolve = useResolveReport(report._id, {
    onSuccess: (response) => {
      toast.success(response.alsoResolved > 0 ? reportMessages.alsoResolved(response.alsoResolved) : response.message);
      onDone();
    },
    onError: (failure) => setErrors({ form: failure.message }),
  });
  const upholding = decision === 'uphold';
  const listingDown = report.listing?.moderationReason != null;
  const canDeactivate = report.listing !== null && !listingDown;
  const nextStrike = report.agent.strikes + 1;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportResolutionSchema.safeParse({
      decision: decision ?? undefined,
      note,
      deactivateListing: upholding && canDeactivate && deactivate,
      strikeAgent: upholding && strike,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const text = firstIssueMessage(parsed.error);
      setErrors(field === 'decision' ? { decision: text } : field === 'note' ? { note: text } : { form: text });
      toastInvalid(text);
      return;
    }
    setErrors({});
    resolve.mutate(parsed.data);
  }

  return (
    <form noValidate aria-label="Decision" className="grid gap-4" onSubmit={submit}>
      <fieldset
        className="grid gap-2"
        aria-invalid={errors.decision ? true : undefined}
        aria-describedby={errors.decision ? `${ids}-decision-error` : undefined}
      >
        <legend className="mb-1 text-sm font-semibold">Decision</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['dismiss', 'uphold'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${ids}-decision`}
                value={value}
                className="size-4 accent-primary"
                checked={decision === value}
                onChange={() => {
                  setDecision(value);
                  setErrors((current) => ({ ...current, decision: undefined, form: undefined }));
                }}
              />
              {value === 'dismiss' ? 'Dismiss: no breach found' : 'Uphold: the report is right'}
            </label>
          ))}
        </div>
        {errors.decision ? (
          <p id={`${ids}-decision-error`} className="text-xs text-destructive">
            {errors.decision}
          </p>
        ) : null}
      </fieldset>

      {upholding ? (
        <div className="grid gap-3 rounded-card border border-border p-3 sm:p-4">
          {report.listing ? (
            <div className="grid gap-1">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${ids}-deactivate`}
                  checked={canDeactivate && deactivate}
                  disabled={!canDeactivate}
                  onCheckedChange={(checked) => setDeactivate(checked === true)}
                  aria-describedby={`${ids}-deactivate-hint`}
                />
                <Label htmlFor={`${ids}-deactivate`}>Deactivate the listing</Label>
              </div>
              <p id={`${ids}-deactivate-hint`} className="pl-6 text-xs text-muted-foreground">
                {listingDown
                  ? 'An admin already deactivated this listing.'
                  : `Hidden from search; the agent is told why. Other open reports on it (${report.openReportsOnTarget - 1}) are resolved the same way.`}
              </p>
            </div>
          ) : null}
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${ids}-strike`}
                checked={strike}
                disabled={report.agent.isBlocked}
                onCheckedChange={(checked) => setStrike(checked === true)}
                aria-describedby={`${ids}-strike-hint`}
              />
              <Label htmlFor={`${ids}-strike`}>
                Give the agent a strike ({nextStrike} of {STRIKES_TO_BLOCK})
              </Label>
            </div>
            <p
              id={`${ids}-strike-hint`}
              className={
                nextStrike >= STRIKES_TO_BLOCK && strike
                  ? 'pl-6 text-xs font-semibold text-destructive'
                  : 'pl-6 text-xs text-muted-foreground'
              }
            >
              {report.agent.isBlocked
                ? 'The agent is already blocked.'
                : nextStrike >= STRIKES_TO_BLOCK
                  ? `${strikeLabel(nextStrike)} blocks the agent's account: signed out, listings hidden.`
                  : `The agent is told: ${strikeLabel(nextStrike)}. At ${STRIKES_TO_BLOCK} strikes the account is blocked.`}
            </p>
          </div>
        </div>
      ) : null}

      <FormField label="Note to the reporter" required error={errors.note} hint="The reporter sees this note.">
        <Textarea
          rows={3}
          maxLength={RESOLUTION_NOTE_MAX}
          value={note}
          readOnly={resolve.isPending}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
      </FormField>

      {errors.form ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={resolve.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant={upholding ? 'destructive' : 'default'} loading={resolve.isPending}>
          {decision === 'dismiss' ? 'Dismiss report' : upholding ? 'Uphold report' : 'Resolve'}
        </Button>
      </DialogFooter>
    </form>
  );
}
