import { Chip } from '@naija-homes/ui-kit/components/chip';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ReactNode, useId } from 'react';

/**
 * A titled block of facts in a review dialog (a report, an agent's profile): a description list, labels beside the
 * values from a small screen up. `complete` adds the step's chip (an agent's verification steps); `wideLabels`
 * gives the labels 10 rem instead of 8 for longer ones.
 */
export function ReviewFacts({
  title,
  complete,
  wideLabels = false,
  children,
}: {
  title: string;
  complete?: boolean;
  wideLabels?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="grid gap-2 rounded-card border border-border p-3 sm:p-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold">
          {title}
        </h3>
        {complete === undefined ? null : (
          <Chip tone={complete ? 'green' : 'orange'}>{complete ? 'Completed' : 'Not completed'}</Chip>
        )}
      </div>
      <dl
        className={cn(
          'grid gap-1 text-sm sm:gap-x-4',
          wideLabels ? 'sm:grid-cols-[10rem_1fr]' : 'sm:grid-cols-[8rem_1fr]',
        )}
      >
        {children}
      </dl>
    </section>
  );
}

/** One fact of a ReviewFacts block: its label and its value. */
export function ReviewFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="mb-2 min-w-0 sm:mb-0">{children}</dd>
    </>
  );
}
