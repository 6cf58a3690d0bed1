// Alerts of saved searches (docs/decisions/031-saved-search-alerts.md). A listing published or made cheaper writes
// an event in that change's transaction; the event is claimed once (by its job, or by the minute sweep if the job
// was never sent), its candidate searches are read through the index of their leading filters (purpose, city,
// price band), and each candidate's whole search is tested against the listing in SQL. Instant searches are told
// at once (mail + notification); daily and weekly ones collect their matches for one digest each.
import { formatNaira, koboToNaira } from '@naija-homes/contracts/format';
import { type PropertySearchQuery, propertySearchQuerySchema, searchParamsRecord } from '@naija-homes/contracts/search';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppServices } from '../../app-env';
import type { Db, Tx } from '../../db/client';
import { executeRows } from '../../db/client';
import {
  favourites,
  listingAlertEvents,
  NO_LOCATION_POINT,
  properties,
  savedSearches,
  savedSearchMatches,
  users,
} from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../providers/mail';
import { mailBrand, mailLayout } from '../../providers/mail/templates';
import { billingNow } from '../../providers/payments/clock';
import { notify } from '../notifications/notifications.service';
import {
  type SearchTerms,
  searchLive,
  searchMatchSql,
  searchSpecMatchSql,
  searchTermsOf,
  searchTermsSql,
} from '../search/search.sql';
import { backfillSavedSearchSpecs, unsubscribeUrl } from './saved-searches.service';

/** The queue of instant alert jobs: one job per listing event. */
export const SAVED_SEARCH_ALERT_QUEUE = 'saved-search-alert';
/** Listings a digest shows in full; the rest are counted. */
export const DIGEST_MAX_LISTINGS = 10;
/** Candidate searches tested per SQL statement. */
const MATCH_BATCH = 100;

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
}

export function alertDepsOf(services: Pick<AppServices, 'db' | 'mailer' | 'config'>): AlertDeps {
  return {
    db: services.db,
    mailer: services.mailer,
    appUrl: services.config.baseUrl,
    secret: services.config.authSecret,
  };
}

/** What happened to a listing: published, made cheaper, or marked let or sold. */
export type ListingChange =
  | { kind: 'new' }
  | { kind: 'price-drop'; beforeKobo: number; afterKobo: number }
  | { kind: 'let' | 'sold' };

/**
 * Records that a listing was published, its price dropped, or it was marked let or sold, in the transaction of
 * that change (one event row per change). With the job queue running, the alert job is sent in the same
 * transaction (so an instant alert goes within moments); without it (a CLI, a test that does not start the queue)
 * the minute sweep picks the event up. Saved searches hear of new listings and drops; buyers who saved the home
 * hear of drops and of its being let or sold.
 */
export async function recordListingChange(
  tx: Tx,
  jobs: JobQueue | undefined,
  propertyId: string,
  change: ListingChange,
): Promise<void> {
  // A rise is never an event: only a drop has prices, and only a real one is recorded.
  if (change.kind === 'price-drop' && !(change.afterKobo < change.beforeKobo)) return;
  const [event] = await tx
    .insert(listingAlertEvents)
    .values({
      propertyId,
      kind: change.kind,
      ...(change.kind === 'price-drop' ? { priceBeforeKobo: change.beforeKobo, priceAfterKobo: change.afterKobo } : {}),
    })
    .returning({ id: listingAlertEvents.id });
  if (event && jobs?.isStarted && jobs.isDefined(SAVED_SEARCH_ALERT_QUEUE))
    await jobs.send(tx, SAVED_SEARCH_ALERT_QUEUE, { eventId: event.id });
}

interface ListingForAlert {
  id: string;
  slug: string;
  title: string;
  propertyFor: string | null;
  city: string | null;
  priceKobo: number | null;
  photoUrl: string | null;
  live: boolean;
  bedrooms: number | null;
  /** [longitude, latitude]. */
  location: [number, number] | null;
  searchWords: string[];
}

async function readListing(tx: Tx, propertyId: string): Promise<ListingForAlert | null> {
  const p = properties;
  const [row] = await executeRows<{
    id: string;
    slug: string;
    title: string;
    property_for: string | null;
    city: string | null;
    price_kobo: string | number | null;
    photo: string | null;
    live: boolean;
    bedrooms: number | null;
    lng: number | null;
    lat: number | null;
    search_words: string[] | string | null;
  }>(
    tx,
    sql`select ${p.id} as id, ${p.slug} as slug, ${p.title} as title, ${p.propertyFor} as property_for,
      ${p.city} as city, ${p.priceKobo} as price_kobo, ${p.photos}->0->>'cardUrl' as photo, (${searchLive}) as live,
      ${p.bedrooms} as bedrooms, ${p.location}[0] as lng, ${p.location}[1] as lat,
      to_json(${p.searchWords}) as search_words
      from ${p} where ${p.id} = ${propertyId}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    propertyFor: row.property_for,
    city: row.city,
    priceKobo: row.price_kobo === null ? null : Number(row.price_kobo),
    photoUrl: row.photo,
    live: Boolean(row.live),
    bedrooms: row.bedrooms === null ? null : Number(row.bedrooms),
    location: row.lng === null || row.lat === null ? null : [Number(row.lng), Number(row.lat)],
    searchWords:
      typeof row.search_words === 'string' ? (JSON.parse(row.search_words) as string[]) : (row.search_words ?? []),
  };
}

interface Candidate {
  id: string;
  query: string;
}

/** The leading keys of a listing, as the searches' leading columns hold them (saved-searches.service leadingFilters). */
function listingKeys(listing: ListingForAlert) {
  const purposes = [...new Set([listing.propertyFor ?? '*', '*'])];
  const cities = [...new Set([listing.city?.trim().toLowerCase() ?? '*', '*'])];
  // A search for 1 to 4 bedrooms wants exactly that many; 5 means five or more; 0 is any.
  const rooms = listing.bedrooms !== null && listing.bedrooms >= 1 ? Math.min(listing.bedrooms, 5) : 0;
  const bedrooms = [...new Set([rooms, 0])];
  const [x, y] = listing.location ?? NO_LOCATION_POINT;
  return { purposes, cities, bedrooms, price: listing.priceKobo ?? 0, x, y };
}

interface CandidateRows {
  candidates: number;
  /** Candidates whose every filter but the search box's words matched the listing in SQL. */
  passed: { id: string; search: string | null }[];
  /** Candidates saved before searches were kept parsed: tested one by one from their URL. */
  legacy: Candidate[];
}

/**
 * The searches whose leading filters admit the listing, through the GiST index of those filters (purpose equal or
 * any, city equal or any, bedrooms equal or any: eight probes, each with the price inside the band and the
 * listing's point inside the area's box), and in the same statement the rest of each candidate's filters tested
 * against the listing in SQL from its stored spec (search.sql's searchSpecMatchSql). Never a scan of every search.
 */
async function candidateSearches(tx: Tx, listing: ListingForAlert, now: Date): Promise<CandidateRows> {
  const s = savedSearches;
  const k = listingKeys(listing);
  const probes = k.purposes.flatMap((purpose) =>
    k.cities.flatMap((city) =>
      k.bedrooms.map(
        (bedrooms) => sql`(select ${s.id} as id, ${s.query} as query, ${s.matchSpec} as spec from ${s}
          where ${s.purposeKey} = ${purpose} and ${s.cityKey} = ${city} and ${s.bedroomsKey} = ${bedrooms}::smallint
            and ${s.priceBand} @> ${k.price}::bigint
            and ${s.areaBox} && box(point(${k.x}::float8, ${k.y}::float8), point(${k.x}::float8, ${k.y}::float8)))`,
      ),
    ),
  );
  const match = searchSpecMatchSql(sql`c.spec`, now);
  const [row] = await executeRows<{
    candidates: number;
    passed: { id: string; search: string | null }[] | string | null;
    legacy: Candidate[] | string | null;
  }>(
    tx,
    sql`with c as (${sql.join(probes, sql` union all `)})
      select count(*)::int as candidates,
        json_agg(json_build_object('id', c.id, 'search', c.spec->>'search'))
          filter (where c.spec is not null and ${match}) as passed,
        json_agg(json_build_object('id', c.id, 'query', c.query)) filter (where c.spec is null) as legacy
      from c join ${properties} on ${properties.id} = ${listing.id}`,
  );
  const json = <T>(value: T[] | string | null | undefined): T[] =>
    typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);
  return { candidates: row?.candidates ?? 0, passed: json(row?.passed), legacy: json(row?.legacy) };
}

/** The listing words that each search word stands for, resolved once per search text (see searchTermsSql). */
async function termsFor(tx: Tx, termsOf: Map<string, SearchTerms>, search: string): Promise<SearchTerms> {
  let terms = termsOf.get(search);
  if (!terms) {
    const statement = searchTermsSql(search);
    terms = statement ? searchTermsOf(search, await executeRows(tx, statement)) : [];
    termsOf.set(search, terms);
  }
  return terms;
}

/**
 * Candidates saved before searches were kept parsed: each one's URL parsed and its whole search tested against the
 * listing in SQL with the search page's own WHERE, in batches (backfillSavedSearchSpecs leaves none of these).
 */
async function matchingLegacySearches(
  tx: Tx,
  candidates: Candidate[],
  propertyId: string,
  now: Date,
  termsOf: Map<string, SearchTerms>,
): Promise<string[]> {
  const tests: { id: string; q: PropertySearchQuery; terms: SearchTerms }[] = [];
  for (const candidate of candidates) {
    const parsed = propertySearchQuerySchema.safeParse(searchParamsRecord(new URLSearchParams(candidate.query)));
    // A search saved under older rules that no longer parse matches nothing rather than stopping every alert.
    if (!parsed.success) continue;
    const q = parsed.data;
    const terms = q.search ? await termsFor(tx, termsOf, q.search) : [];
    if (terms.some((words) => words.length === 0)) continue;
    tests.push({ id: candidate.id, q, terms });
  }
  const matched: string[] = [];
  for (let start = 0; start < tests.length; start += MATCH_BATCH) {
    const batch = tests.slice(start, start + MATCH_BATCH);
    const statement = sql.join(
      batch.map(({ id, q, terms }) => sql`select ${id}::uuid as id where ${searchMatchSql(q, terms, propertyId, now)}`),
      sql` union all `,
    );
    const rows = await executeRows<{ id: string }>(tx, statement);
    matched.push(...rows.map((row) => row.id));
  }
  return matched;
}

/**
 * The saved searches a live listing matches now: candidates through the index of leading filters with the rest of
 * their filters tested in the same statement, then the words of the searches that have words (resolved against the
 * vocabulary, as the search page does, and compared with the listing's words). Also what bench/saved-searches times.
 */
export async function findMatchingSearches(
  tx: Tx,
  propertyId: string,
  now: Date,
): Promise<{ listing: ListingForAlert | null; candidates: number; matched: string[] }> {
  const listing = await readListing(tx, propertyId);
  if (!listing?.live || listing.priceKobo === null) return { listing, candidates: 0, matched: [] };
  const { candidates, passed, legacy } = await candidateSearches(tx, listing, now);
  const termsOf = new Map<string, SearchTerms>();
  const words = new Set(listing.searchWords);
  const matched: string[] = [];
  for (const row of passed) {
    if (row.search) {
      // As the search page's WHERE: every search word must be one of the listing's words it stands for.
      const terms = await termsFor(tx, termsOf, row.search);
      if (!terms.every((choices) => choices.some((word) => words.has(word)))) continue;
    }
    matched.push(row.id);
  }
  if (legacy.length) matched.push(...(await matchingLegacySearches(tx, legacy, listing.id, now, termsOf)));
  return { listing, candidates, matched };
}

function absolute(appUrl: string, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${appUrl}${url}` : url;
}

interface MailListing {
  title: string;
  slug: string;
  priceKobo: number;
  photoUrl: string | null;
  kind: 'new' | 'price-drop';
}

const brand = mailBrand;

function listingBlock(appUrl: string, listing: MailListing): { html: string; text: string } {
  const link = `${appUrl}/properties/${listing.slug}`;
  const price = formatNaira(koboToNaira(listing.priceKobo));
  const label = listing.kind === 'price-drop' ? `Price dropped to ${price}` : price;
  const photo = absolute(appUrl, listing.photoUrl);
  return {
    text: `${listing.title} — ${label}\n${link}`,
    html: `<tr><td style="padding:12px 0;border-bottom:1px solid #e5e7eb">
${photo ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(photo)}" alt="" width="160" style="display:block;border-radius:8px;max-width:100%"></a>` : ''}
<p style="margin:8px 0 0;font-weight:bold"><a href="${escapeHtml(link)}" style="color:#1f2933">${escapeHtml(listing.title)}</a></p>
<p style="margin:4px 0 0;color:${brand};font-weight:bold">${escapeHtml(label)}</p></td></tr>`,
  };
}

/** An alert mail: the listings, a link to the search, and the signed unsubscribe link (also as List-Unsubscribe). */
export function alertMail(
  deps: Pick<AlertDeps, 'appUrl' | 'secret'>,
  to: { email: string; firstName: string },
  search: { id: string; name: string; query: string },
  listings: MailListing[],
  more: number,
  heading: string,
): MailMessage {
  const unsubscribe = unsubscribeUrl(deps.appUrl, deps.secret, search.id);
  const searchLink = `${deps.appUrl}/properties?${search.query}`;
  const blocks = listings.map((listing) => listingBlock(deps.appUrl, listing));
  const moreLine = more > 0 ? `And ${more} more: see them all on Naija Homes.` : '';
  const subject = `${heading}: ${search.name}`;
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.firstName},`,
      `${heading} for your saved search "${search.name}".`,
      ...blocks.map((block) => block.text),
      moreLine,
      `See the search: ${searchLink}`,
      `Stop these alerts: ${unsubscribe}`,
      '— Naija Homes',
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: mailLayout(
      subject,
      `<p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(heading)} for your saved search “${escapeHtml(search.name)}”.</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${blocks.map((block) => block.html).join('')}</table>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(searchLink)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${brand};color:#fff;text-decoration:none;font-weight:bold">See the search</a></p>`,
      `You get this email because you saved this search on Naija Homes.
<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Unsubscribe from this search</a>`,
    ),
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      // RFC 8058: mail clients POST to the link to unsubscribe in one click.
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const headingFor = (kind: 'new' | 'price-drop') => (kind === 'price-drop' ? 'A price dropped' : 'A new home matches');

/**
 * Claims one listing event and tells its searches, in one transaction: claim, matches, instant mails and
 * notifications commit together or not at all (a failure rolls the claim back and the job is retried). A claimed
 * event is never processed again, whichever job or process asks.
 */
export async function processListingEvent(deps: AlertDeps, eventId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [event] = await tx
      .update(listingAlertEvents)
      .set({ processedAt: new Date() })
      .where(and(eq(listingAlertEvents.id, eventId), isNull(listingAlertEvents.processedAt)))
      .returning();
    if (!event) return 0;
    const now = await billingNow(tx);
    const savers = await tellSavers(deps, tx, event);
    if (event.kind !== 'new' && event.kind !== 'price-drop') return savers;
    return savers + (await tellSearches(deps, tx, { ...event, kind: event.kind }, now));
  });
}

/** The saved searches' share of an event: matches recorded, instant searches told. */
async function tellSearches(
  deps: AlertDeps,
  tx: Tx,
  event: { propertyId: string; kind: 'new' | 'price-drop' },
  now: Date,
): Promise<number> {
  const { listing, matched } = await findMatchingSearches(tx, event.propertyId, now);
  if (!listing || listing.priceKobo === null || !matched.length) return 0;
  const m = savedSearchMatches;
  // New pairs, and pairs told before at a higher price; a pair told at this price or lower is not told again.
  const fresh = await tx
    .insert(m)
    .values(
      matched.map((searchId) => ({
        searchId,
        propertyId: listing.id,
        kind: event.kind,
        priceKobo: listing.priceKobo as number,
        matchedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [m.searchId, m.propertyId],
      set: { kind: sql`excluded.kind`, priceKobo: sql`excluded.price_kobo`, matchedAt: now, alertedAt: null },
      setWhere: sql`excluded.price_kobo < ${m.priceKobo}`,
    })
    .returning({ searchId: m.searchId });
  if (!fresh.length) return 0;
  const instant = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      userId: savedSearches.userId,
      email: users.email,
      firstName: users.firstName,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        inArray(
          savedSearches.id,
          fresh.map((row) => row.searchId),
        ),
        eq(savedSearches.frequency, 'instant'),
        eq(users.isBlocked, false),
      ),
    );
  const item: MailListing = {
    title: listing.title,
    slug: listing.slug,
    priceKobo: listing.priceKobo,
    photoUrl: listing.photoUrl,
    kind: event.kind,
  };
  for (const search of instant) {
    await deps.mailer.send(tx, alertMail(deps, search, search, [item], 0, headingFor(event.kind)));
    await notify(tx, search.userId, {
      title: `${headingFor(event.kind)}: ${search.name}`,
      message: `${listing.title}, ${formatNaira(koboToNaira(listing.priceKobo))}`,
    });
    await tx
      .update(m)
      .set({ alertedAt: now })
      .where(and(eq(m.searchId, search.id), eq(m.propertyId, listing.id)));
  }
  return instant.length;
}

/** The subject and notification title of a saved home's news. */
export function savedHomeHeading(kind: 'price-drop' | 'let' | 'sold'): string {
  if (kind === 'price-drop') return 'Price drop on a home you saved';
  return kind === 'let' ? 'A home you saved has been let' : 'A home you saved has been sold';
}

/** The mail to a buyer whose saved home got cheaper, or was let or sold. */
export function savedHomeMail(
  appUrl: string,
  to: { email: string; firstName: string },
  home: { title: string; slug: string; photoUrl: string | null },
  event: { kind: 'price-drop' | 'let' | 'sold'; priceBeforeKobo: number | null; priceAfterKobo: number | null },
): MailMessage {
  const heading = savedHomeHeading(event.kind);
  const link = `${appUrl}/properties/${home.slug}`;
  const savedHomes = `${appUrl}/buyer/saved-homes`;
  const naira = (kobo: number | null) => formatNaira(koboToNaira(kobo ?? 0));
  const line =
    event.kind === 'price-drop'
      ? `${home.title}: the price dropped from ${naira(event.priceBeforeKobo)} to ${naira(event.priceAfterKobo)}.`
      : `${home.title} has been marked ${event.kind === 'let' ? 'let' : 'sold'} by its agent, so it will soon leave search.`;
  const photo = absolute(appUrl, home.photoUrl);
  const subject = `${heading}: ${home.title}`;
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.firstName},`,
      line,
      event.kind === 'price-drop' ? `See it: ${link}` : '',
      `Your saved homes: ${savedHomes}`,
      '— Naija Homes',
    ]
      .filter(Boolean)
      .join('\n\n'),
    html: mailLayout(
      subject,
      `<p>Hello ${escapeHtml(to.firstName)},</p>
${photo ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(photo)}" alt="" width="160" style="display:block;border-radius:8px;max-width:100%"></a>` : ''}
<p>${escapeHtml(line)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(event.kind === 'price-drop' ? link : savedHomes)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${brand};color:#fff;text-decoration:none;font-weight:bold">${event.kind === 'price-drop' ? 'See the home' : 'Your saved homes'}</a></p>`,
      'You get this email because you saved this home on Naija Homes. Unsave it to stop hearing about it.',
    ),
  };
}

/**
 * The saved homes' share of an event: each buyer who saved the listing (not its own agent, not a blocked account)
 * gets a mail (through the mail queue) and a notification, in the claiming transaction, so once per event. A price
 * drop is told only while the listing is in search (a saved home that left it cannot be opened); let and sold are
 * told whatever the listing's state. A new listing has no savers' news.
 */
async function tellSavers(deps: AlertDeps, tx: Tx, event: typeof listingAlertEvents.$inferSelect): Promise<number> {
  const kind = event.kind;
  if (kind === 'new') return 0;
  if (kind === 'price-drop' && !(Number(event.priceAfterKobo) < Number(event.priceBeforeKobo))) return 0;
  const p = properties;
  const [home] = await executeRows<{
    title: string;
    slug: string;
    photo: string | null;
    owner_id: string;
    live: boolean;
  }>(
    tx,
    sql`select ${p.title} as title, ${p.slug} as slug, ${p.photos}->0->>'cardUrl' as photo, ${p.ownerId} as owner_id,
      (${searchLive}) as live from ${p} where ${p.id} = ${event.propertyId}`,
  );
  if (!home || (kind === 'price-drop' && !home.live)) return 0;
  const savers = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(favourites)
    .innerJoin(users, eq(users.id, favourites.userId))
    .where(
      and(
        eq(favourites.propertyId, event.propertyId),
        ne(favourites.userId, home.owner_id),
        eq(users.isBlocked, false),
      ),
    );
  const heading = savedHomeHeading(kind);
  const naira = (kobo: number | null) => formatNaira(koboToNaira(kobo ?? 0));
  for (const saver of savers) {
    await deps.mailer.send(
      tx,
      savedHomeMail(
        deps.appUrl,
        saver,
        { title: home.title, slug: home.slug, photoUrl: home.photo },
        { ...event, kind },
      ),
    );
    await notify(tx, saver.id, {
      title: `${heading}: ${home.title}`,
      message:
        kind === 'price-drop'
          ? `Now ${naira(event.priceAfterKobo)} (was ${naira(event.priceBeforeKobo)}).`
          : `Marked ${kind} by its agent.`,
    });
  }
  return savers.length;
}

/** Events the sweep takes over: not claimed, and old enough that their own job has had its chance. */
const SWEEP_AFTER_SECONDS = 20;

/** The minute sweep's share: events whose job never ran (sent without a queue, or lost). */
export async function processPendingEvents(deps: AlertDeps, olderThanSeconds = SWEEP_AFTER_SECONDS): Promise<number> {
  const pending = await deps.db
    .select({ id: listingAlertEvents.id })
    .from(listingAlertEvents)
    .where(
      and(
        isNull(listingAlertEvents.processedAt),
        sql`${listingAlertEvents.createdAt} <= now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    )
    .orderBy(asc(listingAlertEvents.createdAt))
    .limit(500);
  let told = 0;
  for (const event of pending) told += await processListingEvent(deps, event.id);
  return told;
}

const periodOf = { daily: '1 day', weekly: '7 days' } as const;

/**
 * Sends the digests that are due at `now` (the billing clock, which a demo or test moves): one mail per search
 * with its matches not yet told, and one notification. Each search is locked (SKIP LOCKED) and its digest time
 * moved in the same transaction as its mail, so two runs never send one digest twice.
 */
export async function runSavedSearchDigests(deps: AlertDeps, at?: Date): Promise<number> {
  const now = at ?? (await billingNow(deps.db));
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    for (;;) {
      const done = await deps.db.transaction(async (tx) => {
        const s = savedSearches;
        const due = await executeRows<{ id: string }>(
          tx,
          sql`select ${s.id} as id from ${s} where ${s.frequency} = ${frequency}
            and coalesce(${s.lastDigestAt}, ${s.createdAt}) + ${periodOf[frequency]}::interval <= ${now.toISOString()}::timestamptz
            order by coalesce(${s.lastDigestAt}, ${s.createdAt}) limit 50 for update skip locked`,
        );
        for (const { id } of due) sent += await sendDigest(deps, tx, id, frequency, now);
        return due.length < 50;
      });
      if (done) break;
    }
  }
  return sent;
}

async function sendDigest(
  deps: AlertDeps,
  tx: Tx,
  searchId: string,
  frequency: 'daily' | 'weekly',
  now: Date,
): Promise<number> {
  const [search] = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      userId: savedSearches.userId,
      email: users.email,
      firstName: users.firstName,
      isBlocked: users.isBlocked,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.id, searchId));
  await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, searchId));
  if (!search || search.isBlocked) return 0;
  const m = savedSearchMatches;
  const p = properties;
  const waiting = await executeRows<{
    property_id: string;
    title: string;
    slug: string;
    price_kobo: string | number;
    photo: string | null;
    kind: 'new' | 'price-drop';
  }>(
    tx,
    sql`select ${m.propertyId} as property_id, ${p.title} as title, ${p.slug} as slug, ${m.priceKobo} as price_kobo,
      ${p.photos}->0->>'cardUrl' as photo, ${m.kind} as kind
      from ${m} join ${p} on ${p.id} = ${m.propertyId}
      where ${m.searchId} = ${searchId} and ${m.alertedAt} is null and ${m.matchedAt} <= ${now.toISOString()}::timestamptz
        and ${searchLive}
      order by ${m.matchedAt} desc`,
  );
  if (!waiting.length) return 0;
  const shown = waiting.slice(0, DIGEST_MAX_LISTINGS).map((row) => ({
    title: row.title,
    slug: row.slug,
    priceKobo: Number(row.price_kobo),
    photoUrl: row.photo,
    kind: row.kind,
  }));
  const heading = `${waiting.length === 1 ? '1 new home' : `${waiting.length} new homes`} this ${frequency === 'daily' ? 'day' : 'week'}`;
  await deps.mailer.send(tx, alertMail(deps, search, search, shown, waiting.length - shown.length, heading));
  await notify(tx, search.userId, {
    title: `${heading}: ${search.name}`,
    message: shown.map((l) => l.title).join(', '),
  });
  await tx
    .update(m)
    .set({ alertedAt: now })
    .where(
      and(
        eq(m.searchId, searchId),
        inArray(
          m.propertyId,
          waiting.map((row) => row.property_id),
        ),
      ),
    );
  return 1;
}

/** Declares the alert queue and works it in this process: a failing job (the database, the mail) is retried. */
export async function startSavedSearchAlerts(jobs: JobQueue, deps: AlertDeps): Promise<void> {
  // Searches saved before they were kept parsed get their spec and leading keys (idempotent, a no-op once done).
  await backfillSavedSearchSpecs(deps.db);
  await jobs.define({
    name: SAVED_SEARCH_ALERT_QUEUE,
    options: {
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      retryDelayMax: 600,
      heartbeatSeconds: 30,
      expireInSeconds: 300,
      deleteAfterSeconds: 7 * 24 * 3600,
    },
  });
  await jobs.work<{ eventId: string }>(SAVED_SEARCH_ALERT_QUEUE, async (job) => {
    await processListingEvent(deps, job.data.eventId);
  });
}
