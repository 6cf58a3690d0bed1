import { firstIssueMessage } from '@naija-homes/contracts/fields';
import {
  REPORT_MESSAGE_MAX,
  type ReportReason,
  reportCreateSchema,
  reportReasonLabels,
  reportReasons,
} from '@naija-homes/contracts/moderation';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useId, useState } from 'react';
import { useSendReport } from '../api/send-report';
import type { ReportTarget } from './report-action';

interface Errors {
  reason?: string;
  message?: string;
  form?: string;
}

/** The report form in its dialog: a reason, a message, sent to the moderation team. */
export function ReportDialog({
  target,
  open,
  onOpenChange,
}: {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const close = () => {
    setErrors({});
    onOpenChange(false);
  };
  const send = useSendReport({
    onSuccess: (answer) => {
      toast.success(answer.message);
      setReason(null);
      setMessage('');
      close();
    },
    onError: (failure) => setErrors({ form: failure.message }),
  });
  const isListing = target.kind === 'listing';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = reportCreateSchema.safeParse({
      ...(target.kind === 'listing' ? { propertyId: target.propertyId } : { agentId: target.agentId }),
      reason: reason ?? undefined,
      message,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const text = firstIssueMessage(parsed.error);
      setErrors(field === 'reason' ? { reason: text } : field === 'message' ? { message: text } : { form: text });
      toastInvalid(text);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  }

  const reasonError = `${id}-reason-error`;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogPanel
        className="p-4 sm:p-6"
        title={isListing ? 'Report this listing' : 'Report this agent'}
        description={
          <>
            {target.kind === 'listing' ? target.title : target.name}. Our team reviews every report and tells you the
            outcome. Never pay before you have viewed a property.
          </>
        }
        onSubmit={submit}
        noValidate
        submit={{ label: 'Send report', busy: send.isPending, destructive: true }}
      >
        <div className="grid gap-2">
          <span id={`${id}-reason-label`} className="text-sm font-medium">
            Reason{' '}
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          </span>
          <div
            role="radiogroup"
            aria-labelledby={`${id}-reason-label`}
            aria-required="true"
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? reasonError : undefined}
            className="grid gap-2"
          >
            {reportReasons.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-lg border border-border px-3 py-2 text-sm hover:bg-muted',
                  reason === value && 'border-primary bg-primary-soft',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setErrors((current) => ({ ...current, reason: undefined }));
                  }}
                />
                {reportReasonLabels[value]}
              </label>
            ))}
          </div>
          {errors.reason ? (
            <p id={reasonError} className="text-xs text-destructive">
              {errors.reason}
            </p>
          ) : null}
        </div>
        <FormField
          label="What happened?"
          required
          error={errors.message}
          hint={`${message.length}/${REPORT_MESSAGE_MAX}: what you saw, and any payment the agent asked for.`}
        >
          <Textarea
            rows={4}
            maxLength={REPORT_MESSAGE_MAX}
            value={message}
            placeholder="e.g. The agent asked me to pay an inspection fee before showing me the flat."
            onChange={(event) => {
              setMessage(event.target.value);
              setErrors((current) => ({ ...current, message: undefined }));
            }}
          />
        </FormField>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.form}
          </p>
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
