// The agent's dashboard: listings live, this Lagos month's views, leads, offers and bookings against the whole
// month before (from the rollup, so they agree with the analytics), and the newest leads and offers.
import { type AgentSummary, DASHBOARD_RECENT, monthLabel, monthsOf } from '@naija-homes/contracts/agent-insights';
import { koboToNaira } from '@naija-homes/contracts/format';
import { offerRequestNo } from '@naija-homes/contracts/offer';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { leads, offers, properties, users } from '../../db/schema';
import { propertyStats } from '../properties/my-properties';
import { lagosTodayOf, sqlDay } from './insight-range';

type MonthRow = Record<`${'views' | 'leads' | 'offers' | 'bookings'}${'Current' | 'Previous'}`, unknown>;

export async function agentSummary(db: Db, agentId: string): Promise<AgentSummary> {
  const today = await lagosTodayOf(db);
  const { current, previous } = monthsOf(today);
  const inCurrent = sql`day >= ${sqlDay(current.from)}`;
  const sum = (column: string, name: string, filter: ReturnType<typeof sql>) =>
    sql`coalesce(sum(${sql.raw(column)}) filter (where ${filter}), 0)::int as ${sql.raw(`"${name}"`)}`;
  const monthSums = ['views', 'leads', 'offers', 'bookings'].flatMap((metric) => [
    sum(metric, `${metric}Current`, inCurrent),
    sum(metric, `${metric}Previous`, sql`not (${inCurrent})`),
  ]);

  const [stats, [months], recentLeads, recentOffers] = await Promise.all([
    propertyStats(db, agentId),
    executeRows<MonthRow>(
      db,
      sql`select ${sql.join(monthSums, sql`, `)} from listing_daily_stats
        where owner_id = ${agentId} and day between ${sqlDay(previous.from)} and ${sqlDay(current.to)}`,
    ),
    db
      .select({ lead: leads, property: { id: properties.id, slug: properties.slug, title: properties.title } })
      .from(leads)
      .leftJoin(properties, eq(properties.id, leads.propertyId))
      .where(eq(leads.agentId, agentId))
      .orderBy(desc(leads.seq))
      .limit(DASHBOARD_RECENT),
    db
      .select({
        offer: offers,
        buyerName: users.name,
        property: { id: properties.id, slug: properties.slug, title: properties.title },
      })
      .from(offers)
      .innerJoin(properties, eq(properties.id, offers.propertyId))
      .innerJoin(users, eq(users.id, offers.buyerId))
      .where(eq(offers.agentId, agentId))
      .orderBy(desc(offers.createdAt), desc(offers.requestNo))
      .limit(DASHBOARD_RECENT),
  ]);

  const figure = (metric: 'views' | 'leads' | 'offers' | 'bookings') => ({
    current: Number(months?.[`${metric}Current`] ?? 0),
    previous: Number(months?.[`${metric}Previous`] ?? 0),
  });
  return {
    listings: { live: stats.active, total: stats.total, hiddenByPlan: stats.hiddenByPlan },
    months: {
      current: { ...current, label: monthLabel(current.from) },
      previous: { ...previous, label: monthLabel(previous.from) },
    },
    figures: { views: figure('views'), leads: figure('leads'), offers: figure('offers'), bookings: figure('bookings') },
    recentLeads: recentLeads.map(({ lead, property }) => ({
      _id: lead.id,
      fullName: lead.fullName,
      status: lead.status,
      createdAt: lead.createdAt.toISOString(),
      property: property ? { _id: property.id, slug: property.slug, title: property.title } : null,
    })),
    recentOffers: recentOffers.map(({ offer, buyerName, property }) => ({
      _id: offer.id,
      requestNo: offerRequestNo(offer.requestNo),
      buyerName,
      status: offer.status,
      offerPrice: koboToNaira(offer.offerPriceKobo),
      createdAt: offer.createdAt.toISOString(),
      property: { _id: property.id, slug: property.slug, title: property.title },
    })),
  };
}
