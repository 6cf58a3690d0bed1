import { MAX_ANALYTICS_DAYS, rangeProblem } from '@naija-homes/contracts/agent-insights';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DateRangeForm } from '@naija-homes/ui-kit/components/date-range-form';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { useState } from 'react';
import type { RangeChoice } from '../analytics-range';

const presetLabels: Record<RangeChoice, string> = {
  '7': 'Last 7 days',
  '30': 'Last 30 days',
  '90': 'Last 90 days',
  custom: 'Custom',
};

/** Presets ending today, or a custom from/to (checked before it is asked for; the server checks it again). */
export function RangePicker({
  choice,
  range,
  customFrom,
  customTo,
  problem,
  today,
  onChange,
}: {
  choice: RangeChoice;
  range: { from: string; to: string } | null;
  customFrom: string;
  customTo: string;
  problem: string | null;
  today: string;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const [from, setFrom] = useState(customFrom || range?.from || '');
  const [to, setTo] = useState(customTo || range?.to || today);
  // The form's own check (the server's words) before the range is asked for; a range from a link is the page's.
  const [checked, setChecked] = useState<string | null>(null);
  // Back/forward or a preset changes the URL: the inputs follow it (and its problem, if any, is the page's).
  const [seen, setSeen] = useState(`${customFrom}|${customTo}`);
  if (seen !== `${customFrom}|${customTo}`) {
    setSeen(`${customFrom}|${customTo}`);
    setChecked(null);
    if (customFrom) setFrom(customFrom);
    if (customTo) setTo(customTo);
  }

  function choose(next: RangeChoice) {
    setChecked(null);
    if (next === 'custom') {
      // Starts from the range on screen, so the charts stay put until Apply.
      const start = range ?? { from, to };
      setFrom(start.from);
      setTo(start.to);
      onChange({ range: 'custom', from: start.from, to: start.to });
    } else {
      onChange({ range: next === '30' ? null : next, from: null, to: null });
    }
  }
  const shown = checked ?? problem;
  function apply() {
    const found = rangeProblem(from, to);
    setChecked(found);
    // As every form shows a problem (ui-kit/lib/form-errors.ts): under the dates, which are marked, and as the toast.
    if (found) toastInvalid(found);
    else onChange({ range: 'custom', from, to });
  }

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {(Object.keys(presetLabels) as RangeChoice[]).map((value) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={choice === value ? 'default' : 'outline'}
            aria-pressed={choice === value}
            onClick={() => choose(value)}
          >
            {presetLabels[value]}
          </Button>
        ))}
      </div>
      {choice === 'custom' ? (
        <DateRangeForm
          label="Custom date range"
          from={from}
          to={to}
          onFromChange={setFrom}
          onToChange={setTo}
          onApply={apply}
          problem={shown}
          today={today}
          hint={`Days in Lagos time, at most ${MAX_ANALYTICS_DAYS} days.`}
        />
      ) : null}
    </div>
  );
}
