// `run.ts --explain`: EXPLAIN (ANALYZE, BUFFERS) of every statement of every query in the mix (the vocabulary
// lookup of its words, the page, the count), which indexes serve the page and the count, and a flag on any
// sequential scan of properties.
import type postgres from 'postgres';
import { type Endpoint, type RawQuery, type RenderedSql, rawStatements } from './raw';

interface Finding {
  label: string;
  page: Plan;
  count: Plan;
}

interface Plan {
  ms: number;
  indexes: string[];
  seqScan: boolean;
}

async function explain(client: postgres.Sql, statement: RenderedSql): Promise<{ lines: string[]; plan: Plan }> {
  // Once to warm the cache, then the measured run.
  await client.unsafe(statement.sql, statement.params as never[]);
  const rows = await client.unsafe<Record<string, string>[]>(
    `explain (analyze, buffers) ${statement.sql}`,
    statement.params as never[],
  );
  const lines = rows.map((row) => row['QUERY PLAN'] as string);
  const indexes = new Set<string>();
  for (const line of lines) {
    const match = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/.exec(line);
    if (match?.[1]) indexes.add(match[1]);
  }
  const time = lines.map((line) => /Execution Time: ([\d.]+) ms/.exec(line)?.[1]).find(Boolean);
  return {
    lines,
    plan: {
      ms: Number(time ?? Number.NaN),
      indexes: [...indexes],
      seqScan: lines.some((line) => /Seq Scan on properties/.test(line)),
    },
  };
}

export async function explainAll(client: postgres.Sql, raws: RawQuery[], now: Date, endpoint: Endpoint = 'all') {
  const findings: Finding[] = [];
  for (const raw of raws) {
    const label = `${raw.query.category} / ${raw.query.name}`;
    if (raw.terms) {
      const terms = await explain(client, raw.terms);
      console.log(`\n=== ${label}: words`);
      console.log(`params: ${JSON.stringify(raw.terms.params)}`);
      for (const line of terms.lines) console.log(line);
    }
    const statements = await rawStatements(client, raw, now, endpoint);
    const page = await explain(client, statements.page);
    const count = await explain(client, statements.count);
    for (const [kind, result, statement] of [
      ['page', page, statements.page],
      ['count', count, statements.count],
    ] as const) {
      console.log(`\n=== ${label}: ${kind}${result.plan.seqScan ? '   <-- SEQ SCAN ON properties' : ''}`);
      console.log(`params: ${JSON.stringify(statement.params)}`);
      for (const line of result.lines) console.log(line);
    }
    findings.push({ label, page: page.plan, count: count.plan });
  }
  console.log('\nSummary (warm, single client): execution ms and the indexes each statement used\n');
  console.log('| query | page ms | page indexes | count ms | count indexes |');
  console.log('|:--|--:|:--|--:|:--|');
  for (const { label, page, count } of findings) {
    const cell = (plan: Plan) => `${plan.indexes.join(', ') || '—'}${plan.seqScan ? ' **SEQ SCAN**' : ''}`;
    console.log(`| ${label} | ${page.ms.toFixed(1)} | ${cell(page)} | ${count.ms.toFixed(1)} | ${cell(count)} |`);
  }
  const seq = findings.filter((finding) => finding.page.seqScan || finding.count.seqScan);
  console.log(
    seq.length
      ? `\n${seq.length} queries scan properties sequentially: ${seq.map((finding) => finding.label).join('; ')}`
      : '\nNo sequential scan of properties in the mix.',
  );
}
