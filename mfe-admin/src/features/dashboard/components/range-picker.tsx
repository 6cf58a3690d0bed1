import { dashboardPresets, presetRange } from '@naija-homes/contracts/admin-dashboard';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Label } from '@naija-homes/ui-kit/components/label';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { type FormEvent, useId, useState } from 'react';
import type { DashboardRangeParams } from '../api/keys';
import { activePreset, checkRange } from '../dashboard-range';

/** Presets (7, 30, 90 days, 12 months, each ending today) and a custom from/to, checked before it is applied. */
export function RangePicker({
  range,
  today,
  onChange,
}: {
  range: DashboardRangeParams;
  today: string;
  onChange: (range: DashboardRangeParams) => void;
}) {
  const preset = activePreset(range, today);
  const [draft, setDraft] = useState(range);
  const [seen, setSeen] = useState(range);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // A preset or the URL changing the range resets the custom fields to it.
  if (seen.from !== range.from || seen.to !== range.to) {
    setSeen(range);
    setDraft(range);
    setError(null);
  }
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem);
    // As every form shows a problem (ui-kit/lib/form-errors.ts): under the dates, which are marked, and as the toast.
    if (problem) toastInvalid(problem);
    else onChange(draft);
  };
  return (
    <div className="grid gap-4 rounded-card border border-border bg-surface p-4 shadow-sm">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Date range</legend>
        <div className="flex flex-wrap gap-2">
          {dashboardPresets.map((candidate) => (
            <Button
              key={candidate.id}
              type="button"
              size="sm"
              variant={preset === candidate.id ? 'default' : 'outline'}
              aria-pressed={preset === candidate.id}
              onClick={() => onChange(presetRange(candidate.days, today))}
            >
              {candidate.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <form className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap" onSubmit={apply} noValidate>
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </div>
        <div className="grid gap-1.5 sm:w-44">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-problem` : undefined}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </div>
        <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
          Apply range
        </Button>
        {error ? (
          <p id={`${id}-problem`} role="alert" className="col-span-2 text-sm text-destructive sm:basis-full">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
