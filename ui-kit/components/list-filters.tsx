import { Select } from '@naija-homes/ui-kit/components/select';
import { type Ref, useId } from 'react';

/** A choice of a filter as the select shows it. */
export interface FilterOption {
  value: string;
  label: string;
}

/** Options for `values`, each named by `label` (a record of names, or a function). */
export function filterOptions<Value extends string>(
  values: readonly Value[],
  label: Record<Value, string> | ((value: Value) => string),
): FilterOption[] {
  return values.map((value) => ({ value, label: typeof label === 'function' ? label(value) : label[value] }));
}

interface FilterSelectProps {
  /** What the filter does, for screen readers ("Filter by status"): the select is its own visible label. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, meaning no filter ("All statuses"); none when the filter always has a value. */
  allLabel?: string;
  options: readonly FilterOption[];
  className?: string;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One filter of a list screen's toolbar: a select whose choices name themselves, labelled for screen readers. */
export function FilterSelect({ label, value, onChange, allLabel, options, className, selectRef }: FilterSelectProps) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <Select
        id={id}
        ref={selectRef}
        className={className}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {allLabel === undefined ? null : <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </>
  );
}

// The search box lives in a module of its own, so a screen that needs only it does not load the select.
export { SearchFilter } from './search-filter';
