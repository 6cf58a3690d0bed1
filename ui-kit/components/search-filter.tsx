import { Input } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { SearchIcon } from 'lucide-react';
import { type Ref, useId } from 'react';

interface SearchFilterProps {
  /** What is searched, for screen readers ("Search users by name or email"). */
  label: string;
  /** What the box shows while empty ("Search name or email"). */
  placeholder: string;
  value: string;
  /** Every change as typed; the list screen trims it and keeps it in the URL. */
  onChange: (text: string) => void;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The search box of a list screen's toolbar (a magnifier inside), labelled for screen readers. */
export function SearchFilter({ label, placeholder, value, onChange, className, inputRef }: SearchFilterProps) {
  const id = useId();
  return (
    <div className={cn('relative w-full sm:max-w-xs', className)}>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        ref={inputRef}
        type="search"
        className="pl-9"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
