// The admin's listings table: every listing (live or not), searched, filtered, sorted and paged. Pages are found in
// two steps like search's (the ids of the page from `properties` alone, then their rows with the owner and plan),
// and the count stops at ADMIN_PROPERTIES_COUNT_CAP, so neither reads a million rows for a page.
import {
  ADMIN_PROPERTIES_COUNT_CAP,
  type AdminPropertiesPage,
  type AdminPropertiesQuery,
  type AdminProperty,
  type AdminPropertyFacets,
} from '@naija-homes/contracts/admin-property';
import { planName } from '@naija-homes/contracts/billing';
import { koboToNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { asc, type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { listingCounts, packages, properties, reports, subscriptions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { billingNow } from '../../providers/payments/clock';
import { RENEWAL_GRACE_MS } from '../billing/subscriptions.service';
import { type SearchTerms, searchTermsOf, searchTermsSql } from '../search/search.sql';

const p = properties;
const s = subscriptions;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** A subscription that gives its agent a plan at `now` (the SQL of `isLive` in the billing module). */
function liveSubscriptionSql(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const graceStart = sql`${new Date(now.getTime() - RENEWAL_GRACE_MS).toISOString()}::timestamptz`;
  return sql`(${s.status} <> 'expired' and case when ${s.status} = 'cancel' then ${s.currentPeriodEnd} > ${at}
    else ${s.currentPeriodEnd} > ${graceStart} end)`;
}

/**
 * The search box: a listing's id or slug, or its words. Each word must match one of the listing words it stands for
 * in the vocabulary (a substring or a typo: 'lekk' finds 'lekki'), as public search matches them, which tests an
 * array per row instead of pattern-matching four columns; a word that no listing has matches nothing at once. With
 * no word of three letters or more, the title is matched as typed.
 */
function searchCondition(search: string, terms: SearchTerms | null): SQL {
  const byId = UUID.test(search) ? sql` or ${p.id} = ${search}::uuid` : sql``;
  const bySlug = sql`${p.slug} = ${search.toLowerCase()}${byId}`;
  if (terms === null) return sql`(${p.title} ilike ${likePattern(search)} or ${bySlug})`;
  if (terms.some((words) => words.length === 0)) return sql`(${bySlug})`;
  const byWords = sql.join(
    terms.map(
      (words) =>
        sql`${p.searchWords} && array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`,
    ),
    sql` and `,
  );
  return sql`((${byWords}) or ${bySlug})`;
}

/** The listing words each word of the search box stands for, or null when it has no word to look up. */
async function resolveSearch(db: Db, search: string | undefined): Promise<SearchTerms | null> {
  const statement = search ? searchTermsSql(search) : null;
  if (!search || !statement) return null;
  return searchTermsOf(search, await executeRows<{ term: number; word: string }>(db, statement));
}

function conditions(q: Partial<AdminPropertiesQuery>, terms: SearchTerms | null, now: Date): SQL[] {
  const where: SQL[] = [];
  if (q.search) where.push(searchCondition(q.search, terms));
  switch (q.status) {
    case 'pending':
    case 'active':
      where.push(sql`${p.listingStatus} = ${q.status} and ${p.moderationReason} is null`);
      break;
    case 'inactive':
      where.push(sql`${p.listingStatus} = 'inactive' and ${p.moderationReason} is null`);
      break;
    case 'deactivated':
      // An admin's deactivation always leaves the listing inactive (and the agent cannot change it while it holds):
      // saying so lets the status index find the few inactive listings instead of reading every row.
      where.push(sql`${p.listingStatus} = 'inactive' and ${p.moderationReason} is not null`);
      break;
  }
  if (q.purpose) where.push(sql`${p.propertyFor} = ${q.purpose}`);
  if (q.city) where.push(sql`${p.city} ilike ${q.city.replace(/[\\%_]/g, (character) => `\\${character}`)}`);
  if (q.agent) {
    if (UUID.test(q.agent)) where.push(sql`${p.ownerId} = ${q.agent}::uuid`);
    else {
      const pattern = likePattern(q.agent);
      where.push(sql`${p.ownerId} in (select ${users.id} from ${users} where ${users.email} ilike ${pattern}
        or concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern})`);
    }
  }
  if (q.plan) {
    where.push(sql`${p.ownerId} in (select ${s.userId} from ${s} where ${s.packageId} = ${q.plan}::uuid
      and ${liveSubscriptionSql(now)})`);
  }
  if (q.verified === 'yes') where.push(sql`${p.verifiedAt} is not null`);
  if (q.verified === 'no') where.push(sql`${p.verifiedAt} is null`);
  return where;
}

function orderOf(sort: AdminPropertiesQuery['sort']): SQL {
  switch (sort) {
    case 'oldest':
      return sql`${p.createdAt} asc, ${p.id} asc`;
    case 'price-asc':
      return sql`${p.priceKobo} asc nulls last, ${p.createdAt} desc, ${p.id} desc`;
    case 'price-desc':
      return sql`${p.priceKobo} desc nulls last, ${p.createdAt} desc, ${p.id} desc`;
    case 'title':
      return sql`lower(${p.title}) asc, ${p.id} asc`;
    default:
      return sql`${p.createdAt} desc, ${p.id} desc`;
  }
}

interface Row {
  id: string;
  slug: string;
  title: string;
  photo: string | null;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  city: string | null;
  state: string | null;
  property_for: string | null;
  price_kobo: number | string | null;
  rent_payment_frequency: string | null;
  listing_status: string;
  is_published: boolean;
  owner_has_plan: boolean;
  moderation_reason: string | null;
  moderated_at: Date | string | null;
  verified_at: Date | string | null;
  plan_id: string | null;
  plan_name: string | null;
  open_reports: number | string;
  created_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function rowJson(row: Row): AdminProperty {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    photo: row.photo,
    agent: {
      _id: row.owner_id,
      fullName: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
      email: row.owner_email,
    },
    city: row.city,
    state: row.state,
    propertyFor: row.property_for as AdminProperty['propertyFor'],
    price: row.price_kobo === null ? null : koboToNaira(Number(row.price_kobo)),
    rentPaymentFrequency: row.rent_payment_frequency,
    listingStatus: row.listing_status as AdminProperty['listingStatus'],
    isPublished: row.is_published,
    moderationReason: row.moderation_reason,
    moderatedAt: iso(row.moderated_at),
    isVerified: row.verified_at !== null,
    verifiedAt: iso(row.verified_at),
    plan: row.plan_id === null ? null : planName(row.plan_name),
    inSearch: row.is_published && row.listing_status === 'active' && row.owner_has_plan,
    openReports: Number(row.open_reports),
    createdAt: iso(row.created_at) as string,
  };
}

/** The rows of these ids (in `order`), with their owner and the owner's live plan. */
function rowsSql(ids: SQL, order: SQL, now: Date): SQL {
  return sql`select ${p.id} as id, ${p.slug} as slug, ${p.title} as title, ${p.photos}->0->>'cardUrl' as photo,
    ${p.ownerId} as owner_id, ${users.firstName} as owner_first_name, ${users.lastName} as owner_last_name,
    ${users.email} as owner_email, ${p.city} as city, ${p.state} as state, ${p.propertyFor} as property_for,
    ${p.priceKobo} as price_kobo, ${p.rentPaymentFrequency} as rent_payment_frequency,
    ${p.listingStatus} as listing_status, ${p.isPublished} as is_published, ${p.ownerHasPlan} as owner_has_plan,
    ${p.moderationReason} as moderation_reason, ${p.moderatedAt} as moderated_at, ${p.verifiedAt} as verified_at,
    ${packages.id} as plan_id, ${packages.name} as plan_name, ${p.createdAt} as created_at,
    (select count(*) from ${reports} where ${reports.propertyId} = ${p.id} and ${reports.status} = 'open')
      as open_reports
    from ${p} join ${users} on ${users.id} = ${p.ownerId}
    left join ${s} on ${s.userId} = ${p.ownerId} and ${liveSubscriptionSql(now)}
    left join ${packages} on ${packages.id} = ${s.packageId}
    where ${p.id} in (${ids}) order by ${order}`;
}

export async function listAdminProperties(db: Db, q: AdminPropertiesQuery): Promise<AdminPropertiesPage> {
  const [now, terms] = await Promise.all([billingNow(db), resolveSearch(db, q.search)]);
  const where = conditions(q, terms, now);
  const filter = where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``;
  const order = orderOf(q.sort);
  const pageIds = sql`select ${p.id} from ${p} ${filter} order by ${order}
    limit ${q.limit} offset ${(q.page - 1) * q.limit}`;
  const [rows, counted] = await Promise.all([
    executeRows<Row>(db, rowsSql(pageIds, order, now)),
    executeRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 from ${p} ${filter} limit ${ADMIN_PROPERTIES_COUNT_CAP + 1}) m`,
    ),
  ]);
  const matches = Number(counted[0]?.total ?? 0);
  const total = Math.min(matches, ADMIN_PROPERTIES_COUNT_CAP);
  return {
    data: rows.map(rowJson),
    total,
    totalCapped: matches > ADMIN_PROPERTIES_COUNT_CAP,
    totalPages: Math.max(1, Math.ceil(total / q.limit)),
    page: q.page,
  };
}

/** One row of the table, as it reads now (the answer to each action). */
export async function adminPropertyRow(db: Db, propertyId: string): Promise<AdminProperty> {
  const now = await billingNow(db);
  const [row] = await executeRows<Row>(db, rowsSql(sql`${propertyId}::uuid`, orderOf('newest'), now));
  if (!row) throw new HttpError(404, messages.notFound);
  return rowJson(row);
}

/** The filters' choices: the cities that have listings (from the counts the triggers keep) and the plans. */
export async function adminPropertyFacets(db: Db): Promise<AdminPropertyFacets> {
  const [cities, plans] = await Promise.all([
    db
      .select({ city: listingCounts.city, count: sql<number>`sum(${listingCounts.count})::int` })
      .from(listingCounts)
      .where(sql`${listingCounts.city} <> ''`)
      .groupBy(listingCounts.city)
      .having(sql`sum(${listingCounts.count}) > 0`)
      .orderBy(asc(listingCounts.city)),
    db.select({ id: packages.id, name: packages.name }).from(packages).orderBy(asc(packages.priority)),
  ]);
  return {
    cities: cities.map((row) => ({ city: row.city, count: Number(row.count) })),
    plans: plans.map((plan) => ({ _id: plan.id, name: planName(plan.name) })),
  };
}
