import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

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
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin: `${margin} 0px`,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const reserved = <div ref={placeholder} className={placeholderClassName} aria-hidden="true" />;
  return near ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
