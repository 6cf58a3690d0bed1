import { inputClassName } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { AsYouType, type CountryCode, getCountryCallingCode } from 'libphonenumber-js/min';
import { useState } from 'react';

export const phoneCountries: Array<{ code: CountryCode; name: string }> = [
  { code: 'NG', name: 'Nigeria' },
  { code: 'GH', name: 'Ghana' },
  { code: 'KE', name: 'Kenya' },
  { code: 'ZA', name: 'South Africa' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'AE', name: 'United Arab Emirates' },
];

/** Splits a stored E.164 number into a known country and the national part, defaulting to Nigeria. */
export function splitPhoneNumber(value: string | null | undefined): { country: CountryCode; national: string } {
  const trimmed = (value ?? '').trim();
  for (const { code } of phoneCountries) {
    const prefix = `+${getCountryCallingCode(code)}`;
    if (trimmed.startsWith(prefix)) return { country: code, national: trimmed.slice(prefix.length) };
  }
  return { country: 'NG', national: trimmed };
}

/**
 * Joins a country and what the person typed or pasted into '+<calling code><digits>', dropping a leading trunk 0
 * and the country's own code when it was pasted with the number ('+234 803 123 4567' in Nigeria's field). The
 * length is checked by the form's schema (contracts/phone.ts), which answers `messages.phoneInvalid`.
 */
export function joinPhoneNumber(country: CountryCode, national: string): string {
  const code = getCountryCallingCode(country);
  const compact = national.replace(/[^\d+]/g, '');
  const withoutCode = compact.replace(new RegExp(`^(\\+|00)${code}`), '').replace(/^\+/, '');
  const digits = withoutCode.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `+${code}${digits}` : '';
}

interface PhoneInputProps {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/** Country select (Nigeria by default) and the national number, emitting '+234…' as the person types. */
export function PhoneInput({ id, value, onChange, onBlur, disabled, name, ...aria }: PhoneInputProps) {
  const initial = splitPhoneNumber(value);
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const national = splitPhoneNumber(value).national;
  return (
    <div data-slot="phone-input" className="flex gap-2">
      <select
        aria-label="Country code"
        className={cn(inputClassName, 'w-28 shrink-0')}
        value={country}
        disabled={disabled}
        onChange={(event) => {
          const next = event.target.value as CountryCode;
          setCountry(next);
          onChange(joinPhoneNumber(next, national));
        }}
      >
        {phoneCountries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code} +{getCountryCallingCode(option.code)}
          </option>
        ))}
      </select>
      <input
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={country === 'NG' ? '803 123 4567' : ''}
        className={inputClassName}
        disabled={disabled}
        value={new AsYouType(country).input(national)}
        onBlur={onBlur}
        onChange={(event) => onChange(joinPhoneNumber(country, event.target.value))}
        {...aria}
      />
    </div>
  );
}
