import { markWelcomeSeen, PAINTED_WELCOME_ATTRIBUTE } from './shared/welcome-seen';

// The server's first paint of a visitor's page (ui-kit/lib/first-paint.ts) shows before the app can answer a tap:
// its links are plain links, but its buttons do nothing yet. The last one tapped is marked, and the app taps its own
// copy when it takes the first paint's place. Here, in the entry, so taps count from the first script on; no shared
// module may load before the boundary below, hence the names written out.
/** Marks the one thing the app answers once it takes over: the last tap or Enter replaces any earlier one. */
function markForTheApp(element: Element, attribute: 'data-first-paint-tap' | 'data-first-paint-submit') {
  for (const marked of document.querySelectorAll('[data-first-paint-tap], [data-first-paint-submit]')) {
    marked.removeAttribute('data-first-paint-tap');
    marked.removeAttribute('data-first-paint-submit');
  }
  element.setAttribute(attribute, '');
}

document.getElementById('first-paint')?.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A painted dialog's buttons work as they are (its close button closes it without a script).
  if (!button || button.closest('dialog')) return;
  // A search button would submit the painted form, reloading the page: the app's copy submits it instead.
  event.preventDefault();
  markForTheApp(button, 'data-first-paint-tap');
});

// Enter in a painted form without a submit button (the search page's box) submits it without a click: held too,
// and the app submits its own copy of the form. Before this script runs, the form goes to the server as a GET and
// the next page comes painted with its results.
document.getElementById('first-paint')?.addEventListener('submit', (event) => {
  const form = event.target instanceof HTMLFormElement ? event.target : null;
  if (!form || form.closest('dialog') || form.method.toLowerCase() !== 'get') return;
  event.preventDefault();
  markForTheApp(form, 'data-first-paint-submit');
});

// The greeting painted with a first-time visitor's page (welcome-dialog.tsx): closing it, before or after this
// script runs, is the visitor having seen it, so the app's own does not open once the app shows. It closes with
// Escape, as the app's modal does.
const paintedWelcome = document.querySelector<HTMLDialogElement>(`dialog[${PAINTED_WELCOME_ATTRIBUTE}]`);
if (paintedWelcome) {
  if (paintedWelcome.open) paintedWelcome.addEventListener('close', markWelcomeSeen);
  else markWelcomeSeen();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && paintedWelcome.isConnected) paintedWelcome.close();
  });
}

// Module Federation needs an async boundary before any shared module is used.
// Named so the API can preload what it loads (api/src/web/route-preloads.ts).
// In a task of its own: resolving the shared modules is as much work again as evaluating the runtime above, and on a
// phone the two together held the main thread (and a tap on the painted page) for a quarter of a second.
const startApp = () => setTimeout(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
// Under the server's first paint, after the browser has painted it: a deferred script can run before the first
// frame (when it arrived while the page was parsed), and the app's start would then hold that frame back, the
// photo that is a listing's largest paint with it. The task after an animation frame comes after its paint. A tab
// opened in the background draws no frames, so it starts at once.
if (document.getElementById('first-paint') && !document.hidden) requestAnimationFrame(startApp);
else startApp();
