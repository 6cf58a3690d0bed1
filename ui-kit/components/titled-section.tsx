import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

/** A section named by its heading (screen readers list it as a region with that name). */
export function TitledSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section data-slot="titled-section" aria-labelledby={headingId} className={cn('grid gap-4', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
