import { inputClassName } from '@naija-homes/ui-kit/components/input';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ComponentProps } from 'react';

/**
 * A native select styled like the inputs. Native on purpose: the phone's own picker is the fastest and most
 * accessible choice list on a cheap Android phone, and it needs no JavaScript.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(inputClassName, 'pr-8', className)} {...props} />;
}
