import { datePostedOptions, sortOptions } from '@naija-homes/contracts/enums';
import { Select } from '@naija-homes/ui-kit/components/select';
import { useId } from 'react';

/** Sort (the spec's seven orders, or "Recommended": higher plans first) and how recently a listing was posted. */
export function SortControls({
  sort,
  datePosted,
  onChange,
}: {
  sort: string;
  datePosted: string;
  onChange: (key: 'sort' | 'datePosted', value: string) => void;
}) {
  const id = useId();
  return (
    // The sort select gets the wider share on a phone: its longest label ("Price (Low to High)") needs ~190 px.
    <div className="grid grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] gap-2 sm:flex sm:items-center sm:gap-3">
      <div className="grid gap-1 sm:flex sm:items-center sm:gap-2">
        <label htmlFor={`${id}-sort`} className="text-xs font-medium text-muted-foreground">
          Sort by
        </label>
        <Select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => onChange('sort', event.target.value)}
          className="h-10 pr-7 pl-2.5 text-foreground sm:w-48 sm:pl-3"
        >
          <option value="">Recommended</option>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1 sm:flex sm:items-center sm:gap-2">
        <label htmlFor={`${id}-date`} className="text-xs font-medium text-muted-foreground">
          Date posted
        </label>
        <Select
          id={`${id}-date`}
          value={datePosted}
          onChange={(event) => onChange('datePosted', event.target.value)}
          className="h-10 pr-7 pl-2.5 text-foreground sm:w-40 sm:pl-3"
        >
          <option value="">Any time</option>
          {datePostedOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
