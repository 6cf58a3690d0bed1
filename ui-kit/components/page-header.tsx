import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div data-slot="page-header" className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      {/* A title can be what someone typed (a listing's, a person's name): it wraps rather than widen the page. */}
      <div className="user-text min-w-0">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
