// What the agent's plan does for their listings: the live plan's tier, and each listing with the tier it carries
// in search (copied from the plan by billing) and whether it is in search now, or why not.
import type { AgentVisibility, OutOfSearchReason } from '@naija-homes/contracts/agent-insights';
import { planName, visibilityLabel } from '@naija-homes/contracts/billing';
import { koboToNaira } from '@naija-homes/contracts/format';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { totalPages } from '../../lib/pagination';
import { billingNow } from '../../providers/payments/clock';
import { liveSubscription, subscriptionJson } from '../billing/subscriptions.service';
import { searchLive } from '../search/search.sql';

function reasonOf(row: {
  isPublished: boolean;
  listingStatus: string;
  moderationReason: string | null;
  ownerHasPlan: boolean;
}): OutOfSearchReason | null {
  if (row.moderationReason !== null) return 'deactivated';
  if (!row.isPublished) return 'draft';
  if (row.listingStatus !== 'active') return 'inactive';
  if (!row.ownerHasPlan) return 'no-plan';
  return null;
}

export async function agentVisibility(
  db: Db,
  agentId: string,
  query: { page: number; limit: number },
): Promise<AgentVisibility> {
  const now = await billingNow(db);
  const mine = eq(properties.ownerId, agentId);
  const [live, [counts], rows] = await Promise.all([
    liveSubscription(db, agentId, now),
    db
      .select({
        total: count(),
        inSearch: sql<number>`count(*) filter (where ${searchLive})`.mapWith(Number),
      })
      .from(properties)
      .where(mine),
    db
      .select({
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        visibilityLevel: properties.visibilityLevel,
        isPublished: properties.isPublished,
        listingStatus: properties.listingStatus,
        moderationReason: properties.moderationReason,
        ownerHasPlan: properties.ownerHasPlan,
      })
      .from(properties)
      .where(mine)
      // Those in search first (as search ranks them: tier, then newest), then the rest, newest first.
      .orderBy(
        desc(sql`${searchLive}`),
        desc(properties.visibilityLevel),
        sql`${properties.publishedAt} desc nulls last`,
        desc(properties.createdAt),
        desc(properties.id),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const status = live ? subscriptionJson(live.subscription, live.pkg, now) : null;
  const total = counts?.total ?? 0;
  return {
    plan:
      live && status
        ? {
            _id: live.pkg.id,
            name: planName(live.pkg.name),
            status: status.status,
            endDate: status.endDate,
            priority: live.pkg.priority,
            visibilityLevel: live.pkg.visibilityLevel,
            visibilityLabel: visibilityLabel(live.pkg.visibilityLevel),
            allowsVirtualTour: live.pkg.allowsVirtualTour,
            price: koboToNaira(live.pkg.monthlyPriceKobo),
          }
        : null,
    listings: rows.map((row) => {
      const reason = reasonOf(row);
      return {
        _id: row.id,
        slug: row.slug,
        title: row.title,
        visibilityLevel: row.visibilityLevel,
        visibilityLabel: visibilityLabel(row.visibilityLevel),
        inSearch: reason === null,
        reason,
      };
    }),
    total,
    totalPages: totalPages(total, query.limit),
    inSearch: counts?.inSearch ?? 0,
  };
}
