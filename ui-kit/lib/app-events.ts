// How the shell and the remotes talk without importing each other (ADR 003, ADR 005).

/** DOM event a remote dispatches to ask the shell for the logout confirmation dialog. */
export const LOGOUT_REQUEST_EVENT = 'naija:logout-request';
/** DOM event a remote dispatches to ask the shell for the sign-in prompt (visitor tried a members-only action). */
export const LOGIN_PROMPT_EVENT = 'naija:login-prompt';

/**
 * The attribute marking the root element of each app's subtree (value: the remote name, or 'shell' for shell
 * content placed inside a remote). Each remote's CSS is scoped to it; see remote.postcss.mjs.
 */
export const REMOTE_SCOPE_ATTRIBUTE = 'data-remote';

/** DOM event asking the shell for the Share dialog of the current page (spec §1); detail: `ShareRequest`. */
export const SHARE_REQUEST_EVENT = 'naija:share-request';
/** What a page would like said when it is shared; the link is always the current page's. */
export type ShareRequest = { title?: string };

export function requestShare(request: ShareRequest = {}) {
  window.dispatchEvent(new CustomEvent<ShareRequest>(SHARE_REQUEST_EVENT, { detail: request }));
}

/**
 * An area frame (agent, admin) announces its menu with `AREA_MENU_PRESENT_EVENT` (detail: true on mount, false on
 * unmount, mirrored in the `data-area-menu` attribute of <body>); on a phone the header's one menu button then asks
 * it to open its drawer with `AREA_MENU_OPEN_EVENT` instead of opening the site drawer: one menu button, one drawer.
 */
export const AREA_MENU_PRESENT_EVENT = 'naija:area-menu-present';
export const AREA_MENU_OPEN_EVENT = 'naija:area-menu-open';
export const AREA_MENU_ATTRIBUTE = 'data-area-menu';
