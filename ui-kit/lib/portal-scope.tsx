import { REMOTE_SCOPE_ATTRIBUTE } from '@naija-homes/ui-kit/lib/app-events';
import { type ReactNode, useCallback, useState } from 'react';

/**
 * Portalled content (dialogs, sheets, popovers) is rendered into <body>, outside the remote's
 * `[data-remote]` subtree, where the remote's scoped utilities would not reach it. This finds the scope where the
 * component sits (through a hidden anchor left in place), for `PortalScope` to wrap the portalled content in.
 * The ref callback runs in the commit phase, so the scoped re-render happens before the first paint.
 */
export function usePortalScope(): { anchor: ReactNode; scope: string | null } {
  const [scope, setScope] = useState<string | null>(null);
  const ref = useCallback((node: HTMLSpanElement | null) => {
    if (node) setScope(node.closest(`[${REMOTE_SCOPE_ATTRIBUTE}]`)?.getAttribute(REMOTE_SCOPE_ATTRIBUTE) ?? null);
  }, []);
  return { anchor: <span ref={ref} hidden />, scope };
}

/**
 * The scope root of portalled content: a box-less element (`display: contents`) carrying the remote's attribute,
 * so the content is inside the scope. It must be an ancestor: rules in `@scope` match the root's descendants, not
 * the root itself, so an attribute on the dialog's own element left that element's remote-only classes unapplied.
 * Always rendered, so that the scope arriving after the first commit does not remount the content.
 */
export function PortalScope({ scope, children }: { scope: string | null; children: ReactNode }) {
  return (
    <div {...(scope ? { [REMOTE_SCOPE_ATTRIBUTE]: scope } : {})} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
