import { editorSteps } from '@naija-homes/contracts/property-options';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { CheckIcon } from 'lucide-react';

/**
 * The wizard's five steps. Every step can be opened (the review says what is missing); completed ones carry a
 * check. Narrow screens show the numbers and the current step's name; from 1280 px every name.
 */
export function Stepper({
  current,
  complete,
  onSelect,
}: {
  current: number;
  /** Per step: whether its review section is complete (undefined for Publish). */
  complete: (boolean | undefined)[];
  onSelect: (step: number) => void;
}) {
  return (
    <nav aria-label="Editor steps" className="rounded-card border border-border bg-surface p-2 shadow-sm">
      <ol className="flex items-stretch gap-1">
        {editorSteps.map((label, index) => {
          const active = index === current;
          const done = complete[index] === true;
          return (
            <li key={label} className={cn('flex min-w-0', active ? 'flex-1 xl:flex-auto' : 'flex-none xl:flex-auto')}>
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                aria-label={`Step ${index + 1}: ${label}${done ? ' (completed)' : ''}`}
                onClick={() => onSelect(index)}
                className={cn(
                  'flex w-full min-w-0 items-center gap-2 rounded-lg px-2 py-2 text-left text-sm transition-colors hover:bg-muted',
                  active && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                    active
                      ? 'border-primary bg-primary text-primary-foreground'
                      : done
                        ? 'border-green-600 bg-green-50 text-green-700'
                        : 'border-border bg-surface text-muted-foreground',
                  )}
                >
                  {done && !active ? <CheckIcon className="size-4" /> : index + 1}
                </span>
                {/* Keeps the number and the name two words in the visible text the button's name must contain. */}{' '}
                <span
                  aria-hidden="true"
                  className={cn(
                    'truncate',
                    active ? 'font-semibold text-foreground' : 'hidden text-muted-foreground xl:inline',
                  )}
                >
                  {label}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
