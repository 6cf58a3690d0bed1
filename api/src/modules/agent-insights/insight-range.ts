// The Lagos day the database says it is, and the range a query asks for (defaults filled in, then checked: the
// schema checks a range only when both ends are given).
import {
  DEFAULT_ANALYTICS_DAYS,
  type InsightFigures,
  insightMetrics,
  presetRange,
  rangeProblem,
} from '@naija-homes/contracts/agent-insights';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../db/client';
import { HttpError } from '../../lib/errors';
import { lagosToday, metricColumns } from '../insights/listing-events';

/** Today in Africa/Lagos by the database's clock: the same clock that dates the rollup's rows. */
export async function lagosTodayOf(db: Db): Promise<string> {
  const [row] = await executeRows<{ today: string }>(db, sql`select to_char(${lagosToday}, 'YYYY-MM-DD') as today`);
  if (!row) throw new Error('no date from the database');
  return row.today;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The range asked for: `to` defaults to today, `from` to the default span ending `to`; 400 when it is wrong. */
export async function resolveRange(db: Db, query: { from?: string | undefined; to?: string | undefined }) {
  const to = query.to ?? (await lagosTodayOf(db));
  const from = query.from ?? presetRange(DEFAULT_ANALYTICS_DAYS, to).from;
  const problem = rangeProblem(from, to);
  if (problem) throw new HttpError(400, problem);
  return { from, to } satisfies DayRange;
}

/** A day as SQL compares it with the rollup's `day`. */
export const sqlDay = (day: string) => sql`${day}::date`;

/** `coalesce(sum(s.views), 0)::int as "views", …` for every metric, over a rollup aliased `alias`. */
export function metricSums(alias: string, filter?: SQL): SQL {
  return sql.join(
    insightMetrics.map(
      (metric) =>
        sql`coalesce(sum(${sql.raw(`${alias}.${metricColumns[metric]}`)})${filter ? sql` filter (where ${filter})` : sql``}, 0)::int as ${sql.raw(`"${metric}"`)}`,
    ),
    sql`, `,
  );
}

/** A row of sums as numbers (PostgreSQL drivers may answer integers as strings). */
export function figuresOf(row: Readonly<Record<string, unknown>> | undefined): InsightFigures {
  return Object.fromEntries(insightMetrics.map((metric) => [metric, Number(row?.[metric] ?? 0)])) as InsightFigures;
}
