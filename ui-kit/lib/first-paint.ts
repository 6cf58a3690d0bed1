// The server paints a public page's content into its HTML (api/src/web/first-paint.ts), in an element after the
// app's root, so a phone shows the page before the scripts have run. While the body carries the attribute below,
// the app renders into #root unseen (shell/src/app.css) and takes the first paint's place once its page has
// rendered: the two are the same markup, so nothing moves. The root comes first in the document, so an id the app
// looks up (a section to scroll to, a label's field) finds the app's element, not the first paint's copy.

import { FIRST_PAINT_BODY_ATTRIBUTE } from '@naija-homes/contracts/web-apps';

/** The id of the element the server's first paint sits in. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

/** The body's attribute while a first paint shows: it keeps the app's root unseen (the server writes it too). */
export { FIRST_PAINT_BODY_ATTRIBUTE };

/**
 * The attribute the shell's entry (shell/src/index.ts) puts on the last button tapped in the first paint, before the
 * app could answer it: revealApp taps the app's own copy of that button.
 */
export const FIRST_PAINT_TAP_ATTRIBUTE = 'data-first-paint-tap';

/**
 * The attribute the shell's entry puts on a painted form submitted (Enter in a search box) once it runs: the app
 * submits its own copy of the form with what was typed. Before the entry runs, the form submits natively (GET).
 */
export const FIRST_PAINT_SUBMIT_ATTRIBUTE = 'data-first-paint-submit';

/** The attribute of the shell's content area (the page below the header), in the app and in the first paint. */
export const CONTENT_AREA_ATTRIBUTE = 'data-content-area';

/** Fields whose typed text carries over. */
const TEXT_FIELDS = 'textarea, input:not([type=checkbox], [type=radio], [type=hidden], [type=submit], [type=button])';
/** Fields whose choice carries over (a role on sign-up, a purpose on the search page). */
const CHOICE_FIELDS = 'input[type=checkbox], input[type=radio]';

/** Child indices from `anchor` down to `element`. */
function pathWithin(anchor: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== anchor && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

/**
 * The app's copy of an element of the first paint: the same place under the same remote's box, the header, or (for
 * the shell's own pages) the content area.
 */
function appCopyOf(element: Element, root: Element): Element | null {
  // The remote's box first: a page may have header elements of its own, the shell's header is outside it.
  const remote = element.closest('[data-remote]');
  const header = remote ? null : element.closest('header');
  const anchor = remote ?? header ?? element.closest(`[${CONTENT_AREA_ATTRIBUTE}]`);
  if (!anchor) return null;
  const name = remote?.getAttribute('data-remote');
  const appAnchor = root.querySelector(
    name ? `[data-remote="${CSS.escape(name)}"]` : header ? 'header' : `[${CONTENT_AREA_ATTRIBUTE}]`,
  );
  let node: Element | null | undefined = appAnchor;
  for (const index of pathWithin(anchor, element)) node = node?.children[index];
  return node ?? null;
}

const revealListeners = new Set<() => void>();

/**
 * Calls `listener` once the app shows: at once when no first paint stands (none was painted, or the app already
 * took its place), else when revealApp runs. Returns what cancels it, for an effect's clean-up.
 */
export function whenAppRevealed(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => {};
  if (!document.getElementById(FIRST_PAINT_ELEMENT_ID)) {
    listener();
    return () => {};
  }
  const once = () => {
    revealListeners.delete(once);
    listener();
  };
  revealListeners.add(once);
  return () => revealListeners.delete(once);
}

/**
 * Shows the app in place of the server's first paint: when the route's page has rendered, or when what shows is an
 * error the visitor must see. Idempotent. What the visitor did meanwhile carries over to the app's copy of the same
 * element: what they typed, what they ticked or chose, where the focus was, and the last button they tapped, which
 * is tapped again (or the form they submitted with Enter, which is submitted again).
 */
export function revealApp(): void {
  if (typeof document === 'undefined') return;
  document.body.removeAttribute(FIRST_PAINT_BODY_ATTRIBUTE);
  const firstPaint = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  const root = document.getElementById('root');
  if (!firstPaint || !root) {
    firstPaint?.remove();
    for (const listener of [...revealListeners]) listener();
    return;
  }
  // By place, not id: ids from React's useId differ between the server's render and the browser's.
  const typed = [...firstPaint.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ copy: appCopyOf(field, root), value: field.value }));
  const chosen = [...firstPaint.querySelectorAll<HTMLInputElement>(CHOICE_FIELDS)]
    .filter((field) => field.checked !== field.defaultChecked)
    .map((field) => ({ copy: appCopyOf(field, root), checked: field.checked }));
  const active = document.activeElement;
  const focused = active && active !== document.body && firstPaint.contains(active) ? appCopyOf(active, root) : null;
  const tapped = firstPaint.querySelector(`[${FIRST_PAINT_TAP_ATTRIBUTE}]`);
  const tappedCopy = tapped ? appCopyOf(tapped, root) : null;
  const submitted = firstPaint.querySelector(`form[${FIRST_PAINT_SUBMIT_ATTRIBUTE}]`);
  const submittedCopy = submitted ? appCopyOf(submitted, root) : null;
  firstPaint.remove();
  for (const { copy: field, value } of typed) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field.value !== field.defaultValue) continue;
    // React tracks a field's value itself: set it through the native setter and announce it, as typing would.
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Clicked, as the visitor did: the app hears the change as it would have (a radio group keeps one choice).
  for (const { copy: field, checked } of chosen) {
    if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
  }
  if (focused instanceof HTMLElement) focused.focus();
  // In a task of its own: React applies the typed text above in a later microtask, and a tap answered before that
  // (Search on the home page) would send what the field held before.
  if (tappedCopy instanceof HTMLElement || submittedCopy instanceof HTMLFormElement) {
    setTimeout(() => {
      if (tappedCopy instanceof HTMLElement) tappedCopy.click();
      else if (submittedCopy instanceof HTMLFormElement) submittedCopy.requestSubmit();
    }, 0);
  }
  for (const listener of [...revealListeners]) listener();
}
