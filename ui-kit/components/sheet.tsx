import { cn } from '@naija-homes/ui-kit/lib/cn';
import { XIcon } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { PortalScope, usePortalScope } from '../lib/portal-scope';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

/** A side drawer (mobile navigation); a Radix dialog, so focus is trapped and Escape closes it. */
export function SheetContent({
  side = 'left',
  title,
  className,
  children,
  ...props
}: ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right'; title: string }) {
  const { anchor, scope } = usePortalScope();
  return (
    <>
      {anchor}
      <SheetPrimitive.Portal>
        <PortalScope scope={scope}>
          <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <SheetPrimitive.Content
            data-slot="sheet-content"
            className={cn(
              'fixed inset-y-0 z-50 flex w-[85vw] max-w-xs flex-col gap-4 overflow-y-auto bg-surface p-4 shadow-xl',
              side === 'left' ? 'left-0' : 'right-0',
              className,
            )}
            {...props}
          >
            <SheetPrimitive.Title className="sr-only">{title}</SheetPrimitive.Title>
            <SheetPrimitive.Description className="sr-only">{title}</SheetPrimitive.Description>
            {children}
            <SheetPrimitive.Close
              aria-label="Close menu"
              className="absolute top-4 right-4 rounded-md p-1 hover:bg-muted"
            >
              <XIcon className="size-5" />
            </SheetPrimitive.Close>
          </SheetPrimitive.Content>
        </PortalScope>
      </SheetPrimitive.Portal>
    </>
  );
}
