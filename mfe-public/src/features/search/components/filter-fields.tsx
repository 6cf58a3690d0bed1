import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ReactNode, useId } from 'react';
import { rangeInputText } from '../filter-draft';

// The Filters modal's controls. Choices are native radios and checkboxes styled as chips: keyboard, screen
// readers and the phone's own behaviour come for free.

const chipClass =
  'block cursor-pointer rounded-full border border-border px-3.5 py-1.5 text-sm whitespace-nowrap transition-colors hover:bg-muted peer-checked:border-primary peer-checked:bg-primary-soft peer-checked:font-medium peer-checked:text-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary';

/**
 * One group of the Filters dialog. `below`: off the dialog's first screen, so styled and laid out only as it nears
 * view (ui-kit's lazy-render): opening the dialog on a phone then answers the tap sooner.
 */
export function FilterGroup({ title, children, below }: { title: string; children: ReactNode; below?: boolean }) {
  return (
    <section
      className={cn('grid gap-4 border-t border-border pt-4 first:border-t-0 first:pt-0', below && 'lazy-render')}
    >
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

interface Option {
  value: string;
  label: string;
}

/** One choice among chips, with "Any" to clear it. */
export function ChoiceChips({
  legend,
  name,
  options,
  value,
  onChange,
  anyLabel = 'Any',
}: {
  legend: string;
  name: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  anyLabel?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {[{ value: '', label: anyLabel }, ...options].map((option) => (
          <label key={option.value || 'any'}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer sr-only"
            />
            <span className={chipClass}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Any number of choices among chips. */
export function CheckChips({
  legend,
  options,
  value,
  onChange,
  hint,
}: {
  legend: string;
  options: readonly Option[];
  value: string[];
  onChange: (value: string[]) => void;
  hint?: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {hint ? <p className="-mt-1 text-xs text-muted-foreground">{hint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="checkbox"
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.value]
                    : value.filter((candidate) => candidate !== option.value),
                )
              }
              className="peer sr-only"
            />
            <span className={chipClass}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Decimals (areas, miles), whole numbers (floors, parking) or a ₦ amount: what the phone's keyboard offers. */
type RangeKind = 'decimal' | 'integer' | 'naira';

/** A min/max pair that only accepts numbers as typed (spec §5: price and range inputs accept decimals only). */
export function RangeInputs({
  legend,
  unit,
  kind = 'decimal',
  min,
  max,
  onChange,
  invalid,
}: {
  legend: string;
  unit?: string;
  kind?: RangeKind;
  min: string;
  max: string;
  onChange: (side: 'min' | 'max', value: string) => void;
  invalid?: 'min' | 'max' | null;
}) {
  const id = useId();
  // Every character typed stays but thousands commas and spaces, which go where the person sees it; what is not a
  // number is refused on Apply with the contract's words (the one money rule for ₦), never dropped unseen.
  const accept = (side: 'min' | 'max', text: string) => onChange(side, rangeInputText(text));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {legend}
        {unit ? <span className="font-normal text-muted-foreground">{` (${unit})`}</span> : null}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((side) => (
          <div key={side} className="grid gap-1">
            <label htmlFor={`${id}-${side}`} className="text-xs text-muted-foreground">
              {side === 'min' ? `Minimum ${legend.toLowerCase()}` : `Maximum ${legend.toLowerCase()}`}
            </label>
            <Input
              id={`${id}-${side}`}
              inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
              autoComplete="off"
              placeholder={side === 'min' ? 'No min' : 'No max'}
              value={side === 'min' ? min : max}
              aria-invalid={invalid === side || undefined}
              onChange={(event) => accept(side, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  anyLabel = 'Any',
  className,
}: {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  anyLabel?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

export const toOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));
