import { ExternalLinkIcon } from 'lucide-react';
import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens in a new tab (a listing's public page from a dashboard, an article on the site), and says so:
 * the external-link icon after the text, and "(opens in a new tab)" for screen readers. Never sends the opener
 * or the referrer along.
 */
export function NewTabLink({
  children,
  iconClassName = 'ml-1 inline size-3.5 align-[-2px]',
  ...anchor
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { iconClassName?: string }) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLinkIcon aria-hidden="true" className={iconClassName} />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
