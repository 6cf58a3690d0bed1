import { cn } from '@naija-homes/ui-kit/lib/cn';
import { InboxIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty state (the spec's texts come from contracts' messages) with an optional action. */
export function EmptyState({ text, children, className }: { text: string; children?: ReactNode; className?: string }) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 py-12 text-center text-muted-foreground', className)}
    >
      <InboxIcon aria-hidden="true" className="size-10" />
      <p className="font-medium">{text}</p>
      {children}
    </div>
  );
}
