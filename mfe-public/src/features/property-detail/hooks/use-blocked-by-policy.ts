import { useLayoutEffect, useState } from 'react';

function origin(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the page's Content Security Policy refused to embed `src` (a frame or an object), so the caller can
 * show a link instead of an empty box. The site's policy decides which players and tour hosts may be framed; this
 * keeps the page honest whatever it currently allows.
 */
export function useBlockedByPolicy(src: string): boolean {
  const [blocked, setBlocked] = useState(false);
  // A layout effect: the listener must be in place before the browser reports the refusal, which it queues as
  // soon as the element is inserted.
  useLayoutEffect(() => {
    setBlocked(false);
    const target = origin(src);
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      const directive = event.effectiveDirective;
      if (directive !== 'frame-src' && directive !== 'child-src' && directive !== 'object-src') return;
      if (event.blockedURI === src || origin(event.blockedURI) === target) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, [src]);
  return blocked;
}
