import { cn } from '@naija-homes/ui-kit/lib/cn';
import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  length?: number;
  label?: string;
  onComplete?: (value: string) => void;
  disabled?: boolean;
}

/** Six digit boxes (spec §2); digits only, paste and SMS autofill supported. */
export function OtpInput({
  value,
  onChange,
  length = 6,
  label = 'Verification code',
  onComplete,
  disabled,
}: OtpInputProps) {
  return (
    <OTPInput
      data-slot="otp-input"
      aria-label={label}
      maxLength={length}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      disabled={disabled}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      containerClassName="flex items-center justify-center gap-2"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positional
              key={index}
              className={cn(
                'flex size-11 items-center justify-center rounded-lg border border-border text-lg font-semibold sm:size-12',
                slot.isActive && 'border-primary ring-2 ring-primary/30',
              )}
            >
              {slot.char ?? (slot.hasFakeCaret ? <span className="h-5 w-px animate-pulse bg-foreground" /> : null)}
            </div>
          ))}
        </>
      )}
    />
  );
}
