// Percentiles and the printed table (Markdown, so it can be pasted into docs/performance.md as it is).

export interface PhaseResult {
  /** Milliseconds per search, in completion order. */
  latencies: number[];
  /** The same latencies by query ("category / name"). */
  byQuery: Map<string, number[]>;
  /** Searches that failed (an error or a timeout): not in the latencies. */
  failed: number;
  seconds: number;
}

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  count: number;
  failed: number;
}

export interface Row {
  name: string;
  api: Stats;
  raw: Stats;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] as number;
}

function stats(result: PhaseResult): Stats {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    perSecond: sorted.length / result.seconds,
    count: sorted.length,
    failed: result.failed,
  };
}

export const summarise = (name: string, api: PhaseResult, raw: PhaseResult): Row => ({
  name,
  api: stats(api),
  raw: stats(raw),
});

const ms = (value: number) => value.toFixed(1);

export function printTable(rows: Row[]) {
  const header = [
    'category',
    'API p50',
    'API p95',
    'API p99',
    'API req/s',
    'raw p50',
    'raw p95',
    'raw p99',
    'raw req/s',
    'API/raw p50',
    'searches API/raw',
  ];
  const lines = rows.map((row) => [
    row.name,
    ms(row.api.p50),
    ms(row.api.p95),
    ms(row.api.p99),
    row.api.perSecond.toFixed(0),
    ms(row.raw.p50),
    ms(row.raw.p95),
    ms(row.raw.p99),
    row.raw.perSecond.toFixed(0),
    `${(row.api.p50 / row.raw.p50).toFixed(2)}×`,
    `${row.api.count}/${row.raw.count}${row.api.failed + row.raw.failed ? ` (${row.api.failed}/${row.raw.failed} failed)` : ''}`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => (line[i] as string).length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] as number) : cell.padStart(widths[i] as number))).join(' | ')} |`;
  console.log('latencies in ms (p50/p95/p99 per search: the page and its count)');
  console.log(format(header));
  console.log(
    `|${widths.map((width, i) => (i === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
}

/** The queries of a phase by their p50, slowest first: where a category's tail comes from. */
export function printSlowest(api: PhaseResult, raw: PhaseResult, top = 4) {
  const median = (values: number[] | undefined) =>
    percentile(
      [...(values ?? [])].sort((a, b) => a - b),
      0.5,
    );
  const names = [...api.byQuery.keys()].sort((a, b) => median(api.byQuery.get(b)) - median(api.byQuery.get(a)));
  for (const name of names.slice(0, top)) {
    console.log(
      `      ${name.padEnd(52)} p50 API ${ms(median(api.byQuery.get(name))).padStart(7)}  raw ${ms(median(raw.byQuery.get(name))).padStart(7)}`,
    );
  }
}
