import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ComponentProps } from 'react';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('user-text rounded-card border border-border bg-surface p-5 shadow-sm', className)}
      {...props}
    />
  );
}
