import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ReactNode } from 'react';

/**
 * One of the page's sections that the tabs point to. It clears the sticky header and tabs when scrolled to, and
 * its heading takes the focus after a tab click (so the next Tab continues from there).
 */
export function ListingSection({
  id,
  title,
  visuallyHiddenTitle = false,
  children,
  className,
}: {
  id: string;
  title: string;
  visuallyHiddenTitle?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('grid scroll-mt-32 gap-4', className)}>
      <h2
        id={`${id}-heading`}
        tabIndex={-1}
        data-section-heading
        className={cn('text-xl font-semibold outline-none', visuallyHiddenTitle && 'sr-only')}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
