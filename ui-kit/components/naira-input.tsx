import { formatNairaInput } from '@naija-homes/contracts/money';
import { Input } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ComponentProps } from 'react';

type NairaInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'inputMode'> & {
  /** The amount as typed ('' when empty): check it with the money rule of contracts (`nairaAmountSchema`). */
  value: string;
  onValueChange: (text: string) => void;
};

/**
 * A ₦ amount (contracts/money.ts: digits, thousands commas, at most two decimals). Every character typed is kept,
 * so a mistake is shown back with the form's message rather than silently changed ('7500.50' never becomes
 * 750050); a valid amount is grouped when the field is left: '7500.5' → '7,500.50'.
 */
export function NairaInput({ value, onValueChange, onBlur, className, ...props }: NairaInputProps) {
  return (
    <div className={cn('relative', className)}>
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm">
        ₦
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="pl-7"
        value={value}
        maxLength={24}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          const grouped = formatNairaInput(value);
          if (grouped !== value) onValueChange(grouped);
          onBlur?.(event);
        }}
      />
    </div>
  );
}
