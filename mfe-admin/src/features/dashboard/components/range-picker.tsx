import { dashboardPresets, presetRange } from '@naija-homes/contracts/admin-dashboard';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { type FormEvent, useState } from 'react';
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
    if (!problem) onChange(draft);
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
        <FormField label="From" className="sm:w-44">
          <Input
            type="date"
            value={draft.from}
            max={today}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </FormField>
        <FormField label="To" className="sm:w-44">
          <Input type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </FormField>
        <Button type="submit" variant="secondary" className="col-span-2 sm:col-span-1">
          Apply range
        </Button>
        {error ? (
          <p role="alert" className="col-span-2 text-sm text-destructive sm:basis-full">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
