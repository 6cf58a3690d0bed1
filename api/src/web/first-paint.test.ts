// The server's first paint (issue 19): a visitor's home page and listing pages carry their content in the HTML,
// rendered by the remote's own pages and the shell's own header from the very answers the page inlines, with the
// stylesheets it needs before it shows. Members, pages without inlined answers and builds without styles get the
// page as before. The browser's side (the app takes its place without a shift) is e2e/specs/first-paint.spec.ts.
import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';
import { formatNaira } from '@naija-homes/contracts/format';
import { COOKIE_PREFIX } from '../auth/auth';
import type { StoredPhoto } from '../db/schema';
import { ensureAccount } from '../db/seed/accounts';
import { setupTestApp } from '../test/app';
import { liveListing } from '../test/listings';
import { uniqueEmail } from '../test/users';
import { withFirstPaintBundles, writeWebBuild } from '../test/web-build';
import { assumedViewportWidth, PHONE_VIEWPORT_WIDTH, WIDE_VIEWPORT_WIDTH } from './first-paint';
import { remoteLocations } from './releases';
import { routeStylesheets } from './route-preloads';
import { renderShellHtml } from './shell-html';

const build = writeWebBuild('naija-first-paint-');
const webRoot = build.root;
afterAll(build.remove);
await withFirstPaintBundles(webRoot);
const SHELL_STYLES = '/static/css/async/bootstrap.bbbbbbbbbb.css';
const REMOTE_STYLES = '/remotes/public/static/css/async/no.eeeeeeeeee.css';

const t = await setupTestApp({ env: { WEB_DIST_ROOT: webRoot } });
const { id: agentId } = await ensureAccount(t.database.db, {
  email: uniqueEmail('agent'),
  password: 'Str0ng-pass',
  firstName: 'Chinedu',
  lastName: 'Okafor',
  role: 'AGENT',
  agent: { status: 'approved' },
});
const photo: StoredPhoto = {
  id: crypto.randomUUID(),
  key: 'properties/photo-1.webp',
  url: '/uploads/properties/photo-1.webp',
  cardKey: 'properties/photo-1-card.webp',
  cardUrl: '/uploads/properties/photo-1-card.webp',
  width: 1600,
  height: 1200,
};
// Platinum (visibility 4), so it is also the home page's first featured listing.
const duplex = await liveListing(t, agentId, {
  title: 'Four Bedroom Duplex in Lekki',
  priceKobo: 250_000_000_00,
  photos: [photo],
  visibilityLevel: 4,
});
const hostileTitle = 'Flat </script><script>alert(1)</script> & "more"';
const hostile = await liveListing(t, agentId, { title: hostileTitle });

/** The first paint, where the front end expects it: right after the (empty) root, the body marked. */
const firstPaintOf = (html: string) => {
  const match =
    /<body data-first-paint><div id="root"><\/div>(<div id="first-paint">.*?)<script type="application\/json"/.exec(
      html,
    );
  return match?.[1] ?? null;
};

describe('a listing’s page for a visitor', async () => {
  const response = await t.app.request(`/properties/${duplex.slug}`);
  const html = await response.text();
  const firstPaint = firstPaintOf(html) ?? '';

  test('carries the listing painted in its HTML: title, price, photo, in the remote’s scope', () => {
    expect(response.status).toBe(200);
    expect(firstPaint).not.toBe('');
    expect(firstPaint).toMatch(/<h1[^>]*>Four Bedroom Duplex in Lekki<\/h1>/);
    expect(firstPaint).toContain(formatNaira(250_000_000));
    expect(firstPaint).toContain('data-remote="mfe_public"');
    expect(firstPaint).toContain('src="/uploads/properties/photo-1.webp"');
    // The shell's header as a visitor sees it.
    expect(firstPaint).toMatch(/<header[^>]*>/);
    expect(firstPaint).toContain('>Login</a>');
  });

  test('loads the shell’s and the remote’s styles before it paints; scripts stay preloads', () => {
    expect(html).toContain(`<link rel="stylesheet" href="${SHELL_STYLES}">`);
    expect(html).toContain(`<link rel="stylesheet" href="${REMOTE_STYLES}">`);
    expect(html).not.toContain(`<link rel="preload" href="${SHELL_STYLES}"`);
    expect(html).toContain('<link rel="preload" href="/static/js/async/bootstrap.cccccccccc.js" as="script">');
  });
});

describe('the home page for a visitor', () => {
  test('carries the search banner and the featured listings', async () => {
    const firstPaint = firstPaintOf(await (await t.app.request('/')).text()) ?? '';
    expect(firstPaint).toMatch(/<h1[^>]*>Find your next home in Nigeria<\/h1>/);
    expect(firstPaint).toContain('Four Bedroom Duplex in Lekki');
    // The first card's photo is in view on arrival: not left to lazy loading.
    expect(firstPaint).toMatch(/<img src="\/uploads\/properties\/photo-1-card\.webp"[^>]*loading="eager"/);
  });
});

describe('a first-time visitor’s greeting', () => {
  test('painted open with the page until the visitor’s cookie says it was seen', async () => {
    const first = firstPaintOf(await (await t.app.request('/')).text()) ?? '';
    expect(first).toMatch(/<dialog open="" data-painted-welcome=""[^>]*>/);
    expect(first).toContain('Welcome to Naija Homes');
    expect(first).toMatch(/<a [^>]*href="\/sign-up[^"]*"[^>]*>Sign up<\/a>/);
    // Its close button closes it with no script: a submit of a form that closes its dialog.
    expect(first).toMatch(/<form [^>]*method="dialog"[^>]*><button type="submit" aria-label="Close"/);

    const seen = await t.app.request('/', { headers: { cookie: 'theme=dark; naija_welcome_seen=yes' } });
    const later = firstPaintOf(await seen.text()) ?? '';
    expect(later).toContain('Find your next home in Nigeria');
    expect(later).not.toContain('Welcome to Naija Homes');
  });
});

describe('the search page for a visitor', () => {
  test('carries its results: the count, the cards, the first photo in view at once', async () => {
    const firstPaint = firstPaintOf(await (await t.app.request('/properties?propertyFor=sale')).text()) ?? '';
    expect(firstPaint).toMatch(/<h1[^>]*>Properties for sale<\/h1>/);
    expect(firstPaint).toMatch(/data-slot="result-count"[^>]*>2 properties</);
    expect(firstPaint).toContain('Four Bedroom Duplex in Lekki');
    expect(firstPaint).toMatch(/<img src="\/uploads\/properties\/photo-1-card\.webp"[^>]*loading="eager"/);
  });

  test('a desktop’s paint holds the map’s place (the map itself needs the browser)', async () => {
    const firstPaint = firstPaintOf(await (await t.app.request('/properties')).text()) ?? '';
    expect(firstPaint).toContain('Four Bedroom Duplex in Lekki');
    expect(firstPaint).toMatch(/<div [^>]*data-slot="skeleton"[^>]*class="[^"]*min-h-96/);
  });

  test('a search the page refuses is left to the app, which shows why', async () => {
    expect(firstPaintOf(await (await t.app.request('/properties?minPrice=9&maxPrice=1')).text())).toBeNull();
  });
});

describe('an agent’s page for a visitor', () => {
  test('carries the agent’s profile', async () => {
    const [agent] = (await (await t.app.request('/api/v1/agent/all')).json()).data as Array<{ slug: string }>;
    const firstPaint = firstPaintOf(await (await t.app.request(`/agents/${agent?.slug}`)).text()) ?? '';
    expect(firstPaint).toMatch(/<h1[^>]*>Chinedu Okafor<\/h1>/);
    // Their listings come with it, not after the app has loaded.
    expect(firstPaint).toContain('Properties listed by this agent');
    expect(firstPaint).toContain('Four Bedroom Duplex in Lekki');
  });
});

describe('the agent directory for a visitor', () => {
  test('carries its first page of agents', async () => {
    const firstPaint = firstPaintOf(await (await t.app.request('/agents')).text()) ?? '';
    expect(firstPaint).toContain('Find a verified agent');
    expect(firstPaint).toContain('Chinedu Okafor');
  });
});

describe('the account forms for a visitor', () => {
  test('sign-in is painted in the shell’s frame, with the shell’s styles, and no greeting', async () => {
    const html = await (await t.app.request('/sign-in?redirect=%2Fpricing')).text();
    const firstPaint = firstPaintOf(html) ?? '';
    expect(firstPaint).toMatch(/<header[^>]*>/);
    expect(firstPaint).toContain('Welcome back to Naija Homes.');
    expect(firstPaint).toMatch(/<input [^>]*type="email"[^>]*autoComplete="email"/);
    // Sent without the app, it would go as a POST (never with the password in the address).
    expect(firstPaint).toMatch(/<form [^>]*method="post"/);
    expect(firstPaint).toContain('data-content-area=""');
    expect(firstPaint).not.toContain('Welcome to Naija Homes');
    expect(html).toContain(`<link rel="stylesheet" href="${SHELL_STYLES}">`);
  });

  test('sign-up and forgot-password are painted; the code and reset screens, which need their link, are not', async () => {
    expect(firstPaintOf(await (await t.app.request('/sign-up')).text())).toContain('Create');
    expect(firstPaintOf(await (await t.app.request('/forgot-password')).text())).toMatch(/<form [^>]*method="post"/);
    expect(firstPaintOf(await (await t.app.request('/verify-otp?email=a%40b.ng')).text())).toBeNull();
    expect(firstPaintOf(await (await t.app.request('/reset-password?token=x')).text())).toBeNull();
  });

  test('a member (a session cookie) gets the page as before', async () => {
    const html = await (
      await t.app.request('/sign-in', { headers: { cookie: `${COOKIE_PREFIX}.session_token=anything` } })
    ).text();
    expect(firstPaintOf(html)).toBeNull();
  });

  test('a form sent without the app (a POST to the page) comes back as the page, its fields not in the address', async () => {
    const response = await t.app.request('/sign-in?redirect=%2Fpricing', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.ng&password=secret',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sign-in?redirect=%2Fpricing');
  });
});

describe('pages left to the app', () => {
  test('a signed-in member’s: their header is their own', async () => {
    const html = await (
      await t.app.request(`/properties/${duplex.slug}`, {
        headers: { cookie: `${COOKIE_PREFIX}.session_token=anything` },
      })
    ).text();
    expect(firstPaintOf(html)).toBeNull();
    expect(html).toContain(`<link rel="preload" href="${SHELL_STYLES}" as="style">`);
  });

  test('a page whose answers are not inlined (pricing), and a listing nobody may see', async () => {
    expect(firstPaintOf(await (await t.app.request('/pricing')).text())).toBeNull();
    const missing = await t.app.request('/properties/no-such-listing');
    expect(missing.status).toBe(404);
    expect(firstPaintOf(await missing.text())).toBeNull();
  });

  test('a build whose styles are not known: an unstyled paint would be worse than none', () => {
    const route = { remote: 'mfe_public', page: 'property-page' } as const;
    const liveAt = (remoteUrls: typeof t.config.remoteUrls) =>
      remoteLocations({ remoteUrls, webRoot, releasesDir: undefined }).live;
    expect(routeStylesheets(webRoot, liveAt(t.config.remoteUrls), route)).toEqual([SHELL_STYLES, REMOTE_STYLES]);
    expect(routeStylesheets(join(webRoot, 'nowhere'), liveAt(t.config.remoteUrls), route)).toBeNull();
    // A remote deployed elsewhere: its build, and so its styles, are not this server's to name.
    const elsewhere = { ...t.config.remoteUrls, mfe_public: 'https://public.example.ng/mf-manifest.json' };
    expect(routeStylesheets(webRoot, liveAt(elsewhere), route)).toBeNull();
  });
});

describe('the device it is painted for', () => {
  const phone =
    'Mozilla/5.0 (Linux; Android 13; TECNO KI7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
  const desktop =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

  test('a phone by its client hint or its user agent; anything else (a tablet, a desktop) wide', () => {
    expect(assumedViewportWidth({ userAgent: phone })).toBe(PHONE_VIEWPORT_WIDTH);
    expect(assumedViewportWidth({ userAgent: desktop, mobileHint: '?1' })).toBe(PHONE_VIEWPORT_WIDTH);
    expect(assumedViewportWidth({ userAgent: desktop, mobileHint: '?0' })).toBe(WIDE_VIEWPORT_WIDTH);
    expect(assumedViewportWidth({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)' })).toBe(
      WIDE_VIEWPORT_WIDTH,
    );
    expect(assumedViewportWidth({})).toBe(WIDE_VIEWPORT_WIDTH);
  });

  test('the gallery comes out as the device will lay it out: a swipeable row on a phone, a grid on a desktop', async () => {
    const paint = async (userAgent: string) =>
      firstPaintOf(
        await (await t.app.request(`/properties/${duplex.slug}`, { headers: { 'user-agent': userAgent } })).text(),
      ) ?? '';
    const swipeable = 'aria-label="Four Bedroom Duplex in Lekki: photos"';
    expect(await paint(phone)).toContain(swipeable);
    const wide = await paint(desktop);
    expect(wide).not.toContain(swipeable);
    expect(wide).toContain('alt="Four Bedroom Duplex in Lekki: photo 1 of 1"');
  });
});

test('a hostile title stays text in the paint', async () => {
  const page = await (await t.app.request(`/properties/${hostile.slug}`)).text();
  const firstPaint = firstPaintOf(page) ?? '';
  expect(firstPaint).toContain('Flat &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; ');
  expect(firstPaint).not.toContain('<script>alert(1)');
});

test('renderShellHtml puts the first paint just after the root and marks the body; nowhere without a root', () => {
  const template = '<html><head></head><body><div id="root"></div></body></html>';
  expect(renderShellHtml(template, { firstPaint: '<div id="first-paint">x</div>' })).toContain(
    '<body data-first-paint><div id="root"></div><div id="first-paint">x</div></body>',
  );
  expect(
    renderShellHtml('<html><head></head><body><main></main></body></html>', { firstPaint: '<p>x</p>' }),
  ).not.toContain('<p>x</p>');
});
