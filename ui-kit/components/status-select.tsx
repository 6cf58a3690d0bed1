import { Select } from '@naija-homes/ui-kit/components/select';
import { useId } from 'react';

interface StatusSelectProps<T extends string> {
  statuses: readonly T[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** The first option, meaning no filter: "All offers". */
  allLabel: string;
  label?: string;
  /** How many there are of each, shown beside its name. */
  counts?: Partial<Record<T, number>>;
  className?: string;
}

const capitalised = (value: string) => `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`;

/** A labelled filter by status above a list: all, or one status (with its count when known). */
export function StatusSelect<T extends string>({
  statuses,
  value,
  onChange,
  allLabel,
  label = 'Status',
  counts,
  className,
}: StatusSelectProps<T>) {
  const id = useId();
  return (
    <div className={className ?? 'mb-4 grid max-w-xs gap-1.5'}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(statuses.find((status) => status === event.target.value) ?? null)}
      >
        <option value="">{allLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {capitalised(status)}
            {counts?.[status] === undefined ? '' : ` (${counts[status]})`}
          </option>
        ))}
      </Select>
    </div>
  );
}
