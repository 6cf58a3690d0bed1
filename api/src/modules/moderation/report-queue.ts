// The admin's moderation queue: reports by status (newest first), filtered by reason, each with the listing, the
// agent (and their strikes), the reporter, and how many reports on the same target are still open.
import {
  type AdminReport,
  type AdminReportsPage,
  type ReportReason,
  type ReportStatus,
  type ReportsQueryParams,
  reportNo,
  reportReasonLabels,
  reportStatuses,
} from '@naija-homes/contracts/moderation';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { agents, properties, reports, users } from '../../db/schema';
import { totalPages } from '../../lib/pagination';

const agent = alias(users, 'report_agent');
const reporter = alias(users, 'report_reporter');
const resolver = alias(users, 'report_resolver');

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** Open reports on the same listing, or on the same agent when the report is about the agent. */
const openOnTarget = sql<number>`(
  select count(*)::int from reports as other
  where other.status = 'open'
    and case when ${reports.propertyId} is null
      then other.property_id is null and other.agent_id = ${reports.agentId}
      else other.property_id = ${reports.propertyId} end
)`;

function selectReports(db: Db | Tx) {
  return db
    .select({
      report: reports,
      listing: {
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        listingStatus: properties.listingStatus,
        isPublished: properties.isPublished,
        moderationReason: properties.moderationReason,
      },
      agent: {
        id: agent.id,
        firstName: agent.firstName,
        lastName: agent.lastName,
        email: agent.email,
        slug: agent.slug,
        isBlocked: agent.isBlocked,
        strikes: agents.strikes,
      },
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName, email: reporter.email },
      resolver: { id: resolver.id, firstName: resolver.firstName, lastName: resolver.lastName },
      openOnTarget,
    })
    .from(reports)
    .leftJoin(properties, eq(properties.id, reports.propertyId))
    .innerJoin(agent, eq(agent.id, reports.agentId))
    .leftJoin(agents, eq(agents.userId, reports.agentId))
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
}

type ReportJoinRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

function reportJson(row: ReportJoinRow): AdminReport {
  const { report, listing } = row;
  const reason = report.reason as ReportReason;
  return {
    _id: report.id,
    reportNo: reportNo(report.seq),
    status: report.status as ReportStatus,
    reason,
    reasonLabel: reportReasonLabels[reason] ?? report.reason,
    message: report.message,
    createdAt: report.createdAt.toISOString(),
    listing: listing
      ? {
          _id: listing.id,
          slug: listing.slug,
          title: listing.title,
          listingStatus: listing.listingStatus,
          isPublished: listing.isPublished,
          moderationReason: listing.moderationReason,
        }
      : null,
    agent: {
      _id: row.agent.id,
      fullName: fullName(row.agent),
      email: row.agent.email,
      slug: row.agent.slug,
      strikes: row.agent.strikes ?? 0,
      isBlocked: row.agent.isBlocked,
    },
    reporter: { _id: row.reporter.id, fullName: fullName(row.reporter), email: row.reporter.email },
    openReportsOnTarget: Number(row.openOnTarget),
    resolutionNote: report.resolutionNote,
    deactivatedListing: report.deactivatedListing,
    struckAgent: report.struckAgent,
    resolvedBy: row.resolver ? { _id: row.resolver.id, fullName: fullName(row.resolver) } : null,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

export async function oneReport(db: Db | Tx, id: string): Promise<AdminReport | null> {
  const [row] = await selectReports(db).where(eq(reports.id, id));
  return row ? reportJson(row) : null;
}

/** GET /admin/reports: one page of a status's reports, newest first, with each status's count for the tabs. */
export async function listReports(db: Db, query: ReportsQueryParams): Promise<AdminReportsPage> {
  const { status, page, limit } = query;
  const byReason: SQL[] = query.reason ? [eq(reports.reason, query.reason)] : [];
  const where = and(eq(reports.status, status), ...byReason);
  const [rows, byStatus] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(reports.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: reports.status, value: count() })
      .from(reports)
      .where(and(...byReason))
      .groupBy(reports.status),
  ]);
  const counts = Object.fromEntries(reportStatuses.map((name) => [name, 0])) as AdminReportsPage['counts'];
  for (const row of byStatus) counts[row.status as ReportStatus] = Number(row.value);
  const total = counts[status];
  return { data: rows.map(reportJson), totalPages: totalPages(total, limit), total, counts };
}
