import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/contracts/http';
import { type ReactNode, useCallback, useState } from 'react';

/**
 * Portalled content (dialogs, sheets, popovers) is rendered into <body>, outside the remote's
 * `[data-remote]` subtree, where the remote's scoped utilities would not reach it. This finds the scope where the
 * component sits (through a hidden anchor left in place) so the portalled element can carry the same attribute.
 * The ref callback runs in the commit phase, so the scoped re-render happens before the first paint.
 */
export function usePortalScope(): { anchor: ReactNode; scopeProps: Record<string, string> } {
  const [scope, setScope] = useState<string | null>(null);
  const ref = useCallback((node: HTMLSpanElement | null) => {
    if (node) setScope(node.closest(`[${REMOTE_SCOPE_ATTRIBUTE}]`)?.getAttribute(REMOTE_SCOPE_ATTRIBUTE) ?? null);
  }, []);
  return {
    anchor: <span ref={ref} hidden />,
    scopeProps: scope ? { [REMOTE_SCOPE_ATTRIBUTE]: scope } : {},
  };
}
