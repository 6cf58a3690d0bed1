// Kept apart from the dialog so the frame can tell, without loading the dialog, whether it will ever be needed.
// Kept in a cookie as well as in storage: the server paints the dialog into a first-time visitor's page
// (shell/src/first-paint.tsx), so it has to know who has seen it.
export const SEEN_KEY = 'naija-homes:welcome-seen';
const SEEN_COOKIE = 'naija_welcome_seen';
/** Marks the greeting the server paints with a first-time visitor's page (welcome-dialog.tsx PaintedWelcome). */
export const PAINTED_WELCOME_ATTRIBUTE = 'data-painted-welcome';
const SEEN_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest a browser keeps a cookie

/** Whether a Cookie header (the server's view of this device) says the welcome was seen. */
export function cookieSaysWelcomeSeen(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${SEEN_COOKIE}=yes`);
}

function rememberInCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing from older phones' browsers
  document.cookie = `${SEEN_COOKIE}=yes; Path=/; Max-Age=${SEEN_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

export function hasSeenWelcome(): boolean {
  if (typeof document === 'undefined') return false;
  if (cookieSaysWelcomeSeen(document.cookie)) return true;
  try {
    if (localStorage.getItem(SEEN_KEY) !== 'yes') return false;
    // Seen before the cookie existed: from now on the server knows too.
    rememberInCookie();
    return true;
  } catch {
    return false;
  }
}

export function markWelcomeSeen() {
  rememberInCookie();
  try {
    localStorage.setItem(SEEN_KEY, 'yes');
  } catch {
    // Storage refused (private mode, full): the cookie still remembers.
  }
}
