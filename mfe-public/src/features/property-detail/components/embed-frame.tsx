import { cn } from '@naija-homes/ui-kit/lib/cn';
import type { ReactNode } from 'react';
import { useBlockedByPolicy } from '../hooks/use-blocked-by-policy';

/**
 * Another site's player or tour in a frame, or `fallback` (a link to open it there) when the browser is not
 * allowed to frame it.
 */
export function EmbedFrame({
  src,
  title,
  allow,
  className,
  fallback,
}: {
  src: string;
  title: string;
  allow: string;
  className?: string;
  fallback: ReactNode;
}) {
  const blocked = useBlockedByPolicy(src);
  if (blocked) return <>{fallback}</>;
  return (
    <iframe
      src={src}
      title={title}
      allow={allow}
      allowFullScreen
      // Players (YouTube among them) refuse to play when no referrer is sent, which is the site's default.
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn('border-0 bg-black', className)}
    />
  );
}
