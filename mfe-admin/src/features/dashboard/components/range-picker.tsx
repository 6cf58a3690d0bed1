import { dashboardPresets, presetRange } from '@naija-homes/contracts/admin-dashboard';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DateRangeForm } from '@naija-homes/ui-kit/components/date-range-form';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { useState } from 'react';
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
  const apply = () => {
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
      <DateRangeForm
        from={draft.from}
        to={draft.to}
        onFromChange={(from) => setDraft({ ...draft, from })}
        onToChange={(to) => setDraft({ ...draft, to })}
        onApply={apply}
        problem={error}
        today={today}
        applyText="Apply range"
        applyVariant="secondary"
      />
    </div>
  );
}
