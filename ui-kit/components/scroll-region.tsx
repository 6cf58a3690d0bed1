import { useOverflowsX } from '@naija-homes/ui-kit/hooks/use-overflows-x';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { type ReactNode, useRef } from 'react';

/**
 * The one way a table (or anything wide) is let wider than its place: it scrolls sideways inside this box, never the
 * page, and never clips a column. While its content is wider than the box, the box says so: a region named `label`
 * that takes the focus, so the arrow keys scroll it (WCAG 2.1.1) and a screen reader names what scrolls.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(box);
  return (
    <div
      ref={box}
      data-slot="scroll-region"
      className={cn('overflow-x-auto', className)}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
    >
      {children}
    </div>
  );
}
