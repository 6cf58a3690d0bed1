import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClassName } from './input';

/**
 * A native select styled like the inputs. Native on purpose: the phone's own picker is the fastest and most
 * accessible choice list on a cheap Android phone, and it needs no JavaScript.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(inputClassName, 'pr-8', className)} {...props} />;
}
