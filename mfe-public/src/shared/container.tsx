import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ReactNode } from 'react';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <main className={cn('mx-auto w-full max-w-7xl px-4 py-8 sm:py-12', className)}>{children}</main>;
}
