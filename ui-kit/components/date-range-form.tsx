import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Label } from '@naija-homes/ui-kit/components/label';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { useId } from 'react';

interface DateRangeFormProps {
  from: string;
  to: string;
  onFromChange: (day: string) => void;
  onToChange: (day: string) => void;
  /** Apply pressed (or Enter): the screen checks the range (contracts/src/date-range.ts) and applies or refuses it. */
  onApply: () => void;
  /** Why the range is refused, shown under the dates, which are marked. */
  problem: string | null;
  /** Today in Lagos (YYYY-MM-DD): the last day the pickers offer. */
  today: string;
  applyText?: string;
  applyVariant?: 'default' | 'secondary';
  /** The form's name for screen readers ("Custom date range"). */
  label?: string;
  /** A line under the dates ("Days in Lagos time, at most 365 days."). */
  hint?: string;
  className?: string;
}

/** A custom From–To range of days with its Apply: the admin dashboard's and the agent's analytics. */
export function DateRangeForm({
  from,
  to,
  onFromChange,
  onToChange,
  onApply,
  problem,
  today,
  applyText = 'Apply',
  applyVariant = 'default',
  label,
  hint,
  className,
}: DateRangeFormProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ');
  const dateProps = {
    type: 'date',
    required: true,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
  return (
    <form
      className={cn('grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap', className)}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
    >
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          {...dateProps}
          value={from}
          max={to || today}
          onChange={(event) => onFromChange(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          {...dateProps}
          value={to}
          min={from || undefined}
          max={today}
          onChange={(event) => onToChange(event.target.value)}
        />
      </div>
      <Button type="submit" variant={applyVariant} className="col-span-2 sm:col-span-1">
        {applyText}
      </Button>
      {hint ? (
        <p id={`${id}-hint`} className="col-span-2 text-xs text-muted-foreground sm:basis-full">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="col-span-2 text-sm text-destructive sm:basis-full">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
