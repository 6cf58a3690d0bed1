import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ReactNode, useId } from 'react';

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
