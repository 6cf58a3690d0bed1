import { Input } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ComponentProps } from 'react';

type NairaInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** Whole naira as digits ('' when empty). */
  value: string;
  onValueChange: (digits: string) => void;
};

const grouped = (digits: string) => (digits ? Number(digits).toLocaleString('en-NG') : '');

/** An amount in whole naira: digits only (spec §5), shown with ₦ and thousands separators as it is typed. */
export function NairaInput({ value, onValueChange, className, ...props }: NairaInputProps) {
  return (
    <div className={cn('relative', className)}>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm">
        ₦
      </span>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="pl-7"
        value={grouped(value)}
        onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 13))}
      />
    </div>
  );
}
