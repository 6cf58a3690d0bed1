import { propertyForOptions } from '@naija-homes/contracts/enums';
import { cn } from '@naija-homes/ui-kit/lib/cn';

const choices = [
  { value: '', label: 'All' },
  ...propertyForOptions.map((value) => ({
    value,
    label: { sale: 'Buy', rent: 'Rent', 'short-let': 'Short-let' }[value],
  })),
];

/** Buy / Rent / Short-let as native radios: arrow keys move between them with no extra code. */
export function PurposeSwitch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Looking to</legend>
      <div className="grid grid-cols-4 gap-1 rounded-lg bg-muted p-1 sm:inline-grid">
        {choices.map((choice) => (
          <label key={choice.value || 'all'} className="relative">
            <input
              type="radio"
              name="propertyFor"
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block cursor-pointer rounded-md px-1 py-2 text-center text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors sm:px-5',
                'peer-checked:bg-surface peer-checked:text-foreground peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-primary hover:text-foreground',
              )}
            >
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
