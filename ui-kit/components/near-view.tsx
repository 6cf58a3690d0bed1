import { useNearViewport } from '@naija-homes/ui-kit/hooks/use-near-viewport';
import { type ReactNode, Suspense, useRef } from 'react';

/**
 * Renders `children` (usually a lazy component) once the placeholder comes within `margin` of the viewport, so the
 * code of what sits below the fold (a listing's contact forms on a phone) loads when the visitor scrolls towards
 * it, not with the page. The placeholder keeps the space given by `placeholderClassName`.
 */
export function NearView({
  children,
  placeholderClassName,
  margin = '400px',
}: {
  children: ReactNode;
  placeholderClassName?: string;
  margin?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder, margin);
  const reserved = <div ref={placeholder} className={placeholderClassName} aria-hidden="true" />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
