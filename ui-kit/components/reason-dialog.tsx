import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { Textarea } from '@naija-homes/ui-kit/components/input';
import { type FormEvent, useId, useState } from 'react';
import { toastInvalid } from '../lib/form-errors';

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The reason box's label. */
  label: string;
  /** Fewer characters than this (after trimming) is refused with `tooShort`; 0 makes the reason optional. */
  minLength: number;
  maxLength: number;
  tooShort: string;
  confirmText: string;
  destructive?: boolean;
  busy?: boolean;
  /** The server's refusal, shown under the box. */
  error?: string | null;
  onConfirm: (reason: string) => void;
}

/** A yes/no question that needs a reason (cancel a booking, decline a request): the reason is checked first. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  minLength,
  maxLength,
  tooShort,
  confirmText,
  destructive = false,
  busy = false,
  error,
  onConfirm,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < minLength) {
      setProblem(tooShort);
      toastInvalid(tooShort);
      return;
    }
    setProblem(null);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setReason('');
          setProblem(null);
        }
        onOpenChange(next);
      }}
    >
      <DialogPanel
        title={title}
        description={description}
        onSubmit={submit}
        noValidate
        submit={{ label: confirmText, busy: busy, destructive, cancel: 'Back' }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-reason`} className="text-sm font-medium">
            {label}
          </label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={maxLength}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-problem` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
          />
          {shown ? (
            <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
              {shown}
            </p>
          ) : null}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
