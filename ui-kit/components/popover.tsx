import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { PortalScope, usePortalScope } from '../lib/portal-scope';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;

export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  const { anchor, scope } = usePortalScope();
  return (
    <>
      {anchor}
      <PopoverPrimitive.Portal>
        <PortalScope scope={scope}>
          <PopoverPrimitive.Content
            data-slot="popover-content"
            align={align}
            sideOffset={sideOffset}
            className={cn(
              'z-50 w-72 rounded-card border border-border bg-surface p-4 shadow-lg outline-none',
              className,
            )}
            {...props}
          />
        </PortalScope>
      </PopoverPrimitive.Portal>
    </>
  );
}
