// The pure side of the web bench: what a Lighthouse report says about a page, the median run, the Markdown table
// and the findings for the engineers. Nothing here launches a browser, so `bun test` can run it cheaply.

/** The part of a Lighthouse audit result this bench reads (structural, so a test builds one by hand). */
export interface AuditLike {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: { [metric: string]: number | undefined };
  details?: unknown;
}

export interface CategoryLike {
  score: number | null;
  auditRefs: { id: string; weight: number; group?: string }[];
}

/** The part of a Lighthouse result (LH.Result) this bench reads. */
export interface LhrLike {
  lighthouseVersion: string;
  fetchTime: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment: { hostUserAgent: string; benchmarkIndex: number };
  categories: { [id: string]: CategoryLike | undefined };
  audits: { [id: string]: AuditLike | undefined };
}

/** One page's figures from one run; scores 0–100, times in ms, bytes as transferred (compressed). */
export interface PageFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  scriptBytes: number | null;
  scripts: number | null;
}

export interface PageRow {
  /** What the table shows in its first column, e.g. `/properties/{slug}`. */
  label: string;
  figures: PageFigures;
}

type Item = Record<string, unknown>;

const isRecord = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The rows of a table or opportunity, or of the tables inside a list (the insights nest them). */
function tableItems(details: unknown): Item[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  const items = details.items.filter(isRecord);
  if (details.type === 'list') return items.flatMap((item) => (item.type === 'table' ? tableItems(item) : []));
  return items;
}

/** The nodes a list-style insight points at (the LCP element, for one). */
function listNodes(details: unknown): Item[] {
  if (!isRecord(details) || details.type !== 'list' || !Array.isArray(details.items)) return [];
  return details.items.filter((item): item is Item => isRecord(item) && item.type === 'node');
}

const categoryScore = (lhr: LhrLike, id: string): number | null => {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
};

const auditNumber = (lhr: LhrLike, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

export function pageFigures(lhr: LhrLike): PageFigures {
  // resource-summary counts every script request; network-requests is the fallback if it is ever left out.
  const summary = tableItems(lhr.audits['resource-summary']?.details).find((item) => item.resourceType === 'script');
  let scriptBytes = asNumber(summary?.transferSize) ?? null;
  let scripts = asNumber(summary?.requestCount) ?? null;
  if (!summary) {
    const requests = tableItems(lhr.audits['network-requests']?.details).filter(
      (item) => item.resourceType === 'Script',
    );
    if (requests.length) {
      scriptBytes = requests.reduce((sum, item) => sum + (asNumber(item.transferSize) ?? 0), 0);
      scripts = requests.length;
    }
  }
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: auditNumber(lhr, 'largest-contentful-paint'),
    tbtMs: auditNumber(lhr, 'total-blocking-time'),
    cls: auditNumber(lhr, 'cumulative-layout-shift'),
    fcpMs: auditNumber(lhr, 'first-contentful-paint'),
    speedIndexMs: auditNumber(lhr, 'speed-index'),
    scriptBytes,
    scripts,
  };
}

/**
 * The median run by performance score. Runs without a score are left out; with an even number the lower middle
 * run is taken (the less flattering one), and among equal scores the earlier run.
 */
export function medianRun<T>(runs: readonly T[], performance: (run: T) => number | null): T | undefined {
  const scored = runs
    .map((run, index) => ({ run, index, score: performance(run) }))
    .filter((entry): entry is { run: T; index: number; score: number } => entry.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index);
  return scored[Math.floor((scored.length - 1) / 2)]?.run;
}

const thousands = (value: number): string => Math.round(value).toLocaleString('en-US');
const dash = '–';
const seconds = (ms: number | null): string => (ms === null ? dash : `${(ms / 1000).toFixed(1)} s`);
const score = (value: number | null): string => (value === null ? dash : String(value));
/** kB as 1,000 bytes, as the issue's budgets are written. */
export const kilobytes = (bytes: number): string => `${thousands(bytes / 1000)} kB`;

export function formatTable(rows: readonly PageRow[]): string {
  const header = [
    '| page | performance | LCP | TBT | CLS | FCP | Speed Index | accessibility | best practices | SEO | JS transferred | scripts |',
    '| :-- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const lines = rows.map(({ label, figures: f }) =>
    [
      label,
      score(f.performance),
      seconds(f.lcpMs),
      f.tbtMs === null ? dash : `${thousands(f.tbtMs)} ms`,
      f.cls === null ? dash : f.cls.toFixed(3),
      seconds(f.fcpMs),
      seconds(f.speedIndexMs),
      score(f.accessibility),
      score(f.bestPractices),
      score(f.seo),
      f.scriptBytes === null ? dash : kilobytes(f.scriptBytes),
      f.scripts === null ? dash : String(f.scripts),
    ].join(' | '),
  );
  return [...header, ...lines.map((line) => `| ${line} |`)].join('\n');
}

export const MARKER_START = '<!-- bench:web:start -->';
export const MARKER_END = '<!-- bench:web:end -->';

/** The document with what lies between the bench's markers replaced; the markers themselves stay. */
export function replaceMarkedSection(document: string, content: string): string {
  const start = document.indexOf(MARKER_START);
  const end = document.indexOf(MARKER_END);
  if (start === -1 || end === -1) throw new Error(`the markers ${MARKER_START} and ${MARKER_END} are missing`);
  if (end < start) throw new Error(`${MARKER_END} comes before ${MARKER_START}`);
  if (document.indexOf(MARKER_START, start + 1) !== -1 || document.indexOf(MARKER_END, end + 1) !== -1) {
    throw new Error('the bench:web markers appear more than once');
  }
  return `${document.slice(0, start + MARKER_START.length)}\n${content.trim()}\n${document.slice(end)}`;
}

// --- Findings: what to fix, from the median run -------------------------------------------------------------

const shorten = (text: string, max: number): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Same-origin addresses without their origin: the table is read next to the code, not the browser. */
export function shortUrl(url: string, origin?: string): string {
  return origin && url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

function nodeText(node: unknown, snippetLength = 100): string | undefined {
  if (!isRecord(node) || node.type !== 'node') return undefined;
  const selector = asString(node.selector);
  const snippet = asString(node.snippet);
  if (selector && snippet) return `${selector} ${shorten(snippet, snippetLength)}`;
  return selector ?? snippet;
}

/** One offending item in a line: the element or address, and what is wrong with it when the audit says. */
function describeItem(item: Item, origin?: string): string {
  const location = isRecord(item.sourceLocation) ? asString(item.sourceLocation.url) : undefined;
  const url = asString(item.url) ?? location;
  const subject =
    nodeText(item.node) ??
    nodeText(item.source) ??
    (url ? shortUrl(url, origin) : undefined) ??
    asString(item.issueType) ??
    asString(item.label) ??
    asString(item.name) ??
    asString(item.source);
  const explanation = isRecord(item.node) ? asString(item.node.explanation) : undefined;
  const detail = asString(item.description) ?? explanation?.split('\n').slice(1).join(' ');
  const subUrls = isRecord(item.subItems)
    ? tableItems(item.subItems)
        .map((sub) => asString(sub.url))
        .filter((value): value is string => Boolean(value))
        .slice(0, 2)
        .map((value) => shortUrl(value, origin))
    : [];
  return [subject, detail ? shorten(detail, 160) : undefined, subUrls.length ? `(${subUrls.join(', ')})` : undefined]
    .filter(Boolean)
    .join(': ');
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** False for audits the category lists but does not weigh. */
  weighted: boolean;
  offenders: string[];
}

const GRADED = new Set(['binary', 'numeric', 'metricSavings']);

/** Accessibility, best-practices and SEO audits that did not pass, each with a few offending elements. */
export function failingAudits(lhr: LhrLike, origin?: string, perAudit = 3): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || !GRADED.has(audit.scoreDisplayMode)) continue;
      const items = tableItems(audit.details);
      failing.push({
        category,
        id: audit.id,
        title: audit.title,
        weighted: ref.weight > 0,
        offenders: items
          .slice(0, perAudit)
          .map((item) => describeItem(item, origin))
          .filter(Boolean),
      });
    }
  }
  return failing;
}

export interface PerformanceIssue {
  id: string;
  title: string;
  displayValue?: string;
  /** Estimated savings per metric, as Lighthouse gives them (ms; CLS unitless). */
  savings: { [metric: string]: number };
  score: number;
}

/**
 * Failing performance audits (opportunities, insights, diagnostics), largest estimated savings first. The
 * savings are summed as milliseconds of LCP, FCP and TBT, with a CLS of 0.1 counted like a second (both sit at
 * the edge of Lighthouse's "good"); audits without an estimate follow, worst score first.
 */
export function performanceIssues(lhr: LhrLike): PerformanceIssue[] {
  const issues: PerformanceIssue[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'metrics') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9 || !GRADED.has(audit.scoreDisplayMode)) continue;
    // Hidden metrics (time to interactive, max potential FID) restate TBT; the hidden layout-shifts audit stays.
    if (ref.group === 'hidden' && !audit.metricSavings) continue;
    const savings: { [metric: string]: number } = {};
    for (const [metric, value] of Object.entries(audit.metricSavings ?? {})) {
      if (typeof value === 'number' && value > 0) savings[metric] = value;
    }
    issues.push({
      id: audit.id,
      title: audit.title,
      ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      savings,
      score: audit.score,
    });
  }
  const impact = (issue: PerformanceIssue) =>
    (issue.savings.LCP ?? 0) + (issue.savings.FCP ?? 0) + (issue.savings.TBT ?? 0) + (issue.savings.CLS ?? 0) * 10_000;
  return issues.sort((a, b) => impact(b) - impact(a) || a.score - b.score);
}

const formatSavings = (savings: { [metric: string]: number }): string =>
  Object.entries(savings)
    .map(([metric, value]) => (metric === 'CLS' ? `CLS −${value.toFixed(3)}` : `${metric} −${thousands(value)} ms`))
    .join(', ');

/** The specifics behind the performance score: LCP element, shifts, blocking requests, the heaviest scripts. */
export function performanceDetails(lhr: LhrLike, origin?: string, top = 5): string[] {
  const lines: string[] = [];
  const audit = (id: string) => lhr.audits[id];

  const lcpNode = listNodes(audit('lcp-breakdown-insight')?.details)[0];
  const lcp = audit('largest-contentful-paint');
  // The whole snippet: for an image it ends with the src, loading and fetchpriority that matter here.
  const lcpElement = lcpNode ? nodeText(lcpNode, 400) : undefined;
  lines.push(`- LCP ${lcp?.displayValue ?? dash}: ${lcpElement ?? 'element not reported'}`);
  const subparts = tableItems(audit('lcp-breakdown-insight')?.details)
    .filter((item) => typeof item.duration === 'number')
    .map((item) => `${asString(item.label) ?? asString(item.subpart)} ${thousands(item.duration as number)} ms`);
  if (subparts.length) lines.push(`  - breakdown: ${subparts.join(', ')}`);
  const checklist = (() => {
    const details = audit('lcp-discovery-insight')?.details;
    if (!isRecord(details) || !Array.isArray(details.items)) return [];
    const list = details.items.find((item) => isRecord(item) && item.type === 'checklist');
    if (!isRecord(list) || !isRecord(list.items)) return [];
    return Object.values(list.items)
      .filter((check): check is Item => isRecord(check) && check.value === false)
      .map((check) => asString(check.label) ?? '');
  })();
  if (checklist.length) lines.push(`  - discovery, not met: ${checklist.join('; ')}`);

  const shifts = tableItems(audit('layout-shifts')?.details);
  lines.push(
    `- Layout shifts (CLS ${audit('cumulative-layout-shift')?.displayValue ?? dash}): ${shifts.length || 'none'}`,
  );
  for (const shift of shifts.slice(0, top)) {
    const causes = isRecord(shift.subItems)
      ? tableItems(shift.subItems).map((sub) => {
          const extra = isRecord(sub.extra)
            ? (nodeText(sub.extra) ?? (asString(sub.extra.value) ? shortUrl(sub.extra.value as string, origin) : ''))
            : '';
          return [asString(sub.cause), extra].filter(Boolean).join(' ');
        })
      : [];
    lines.push(
      `  - ${(asNumber(shift.score) ?? 0).toFixed(3)} ${nodeText(shift.node) ?? 'unattributed'}` +
        (causes.length ? ` — causes: ${causes.join('; ')}` : ''),
    );
  }

  const blocking = tableItems(audit('render-blocking-insight')?.details);
  lines.push(`- Render-blocking requests: ${blocking.length || 'none'}`);
  if (blocking.length) {
    for (const item of blocking.slice(0, top)) {
      lines.push(
        `  - ${shortUrl(asString(item.url) ?? '?', origin)} (${kilobytes(asNumber(item.totalBytes) ?? 0)}, ${thousands(asNumber(item.wastedMs) ?? 0)} ms)`,
      );
    }
  }

  const unused = tableItems(audit('unused-javascript')?.details);
  if (unused.length) {
    lines.push(`- Unused JavaScript (${audit('unused-javascript')?.displayValue ?? ''}):`);
    for (const item of unused.slice(0, top)) {
      lines.push(
        `  - ${shortUrl(asString(item.url) ?? '?', origin)}: ${kilobytes(asNumber(item.wastedBytes) ?? 0)} unused of ${kilobytes(asNumber(item.totalBytes) ?? 0)}`,
      );
    }
  }

  const bootup = tableItems(audit('bootup-time')?.details);
  if (bootup.length) {
    lines.push(
      `- JavaScript execution (${audit('bootup-time')?.displayValue ?? ''} in total, slowed 4× as on a phone):`,
    );
    for (const item of bootup.slice(0, top)) {
      lines.push(
        `  - ${shortUrl(asString(item.url) ?? '?', origin)}: ${thousands(asNumber(item.total) ?? 0)} ms (script ${thousands(asNumber(item.scripting) ?? 0)} ms)`,
      );
    }
  }

  const scripts = tableItems(audit('network-requests')?.details)
    .filter((item) => item.resourceType === 'Script')
    .sort((a, b) => (asNumber(b.transferSize) ?? 0) - (asNumber(a.transferSize) ?? 0));
  if (scripts.length) {
    lines.push('- Largest scripts as sent (uncompressed size):');
    for (const item of scripts.slice(0, top)) {
      lines.push(
        `  - ${shortUrl(asString(item.url) ?? '?', origin)}: ${kilobytes(asNumber(item.transferSize) ?? 0)} (${kilobytes(asNumber(item.resourceSize) ?? 0)})`,
      );
    }
  }
  return lines;
}

/** The findings block printed for one page. */
export function formatFindings(label: string, lhr: LhrLike, origin?: string): string {
  const lines = [`### ${label}`, ''];
  const failing = failingAudits(lhr, origin);
  if (failing.length) {
    lines.push('Failing accessibility / best-practices / SEO audits:');
    for (const audit of failing) {
      lines.push(`- [${audit.category}] ${audit.id}: ${audit.title}${audit.weighted ? '' : ' (not weighted)'}`);
      for (const offender of audit.offenders) lines.push(`  - ${offender}`);
    }
  } else {
    lines.push('Accessibility, best practices and SEO: every audit passes.');
  }
  lines.push('', 'Performance, largest estimated savings first:');
  const issues = performanceIssues(lhr);
  if (!issues.length) lines.push('- nothing fails');
  for (const issue of issues.slice(0, 10)) {
    const savings = formatSavings(issue.savings);
    lines.push(
      `- ${issue.id}: ${issue.title}${issue.displayValue ? ` — ${issue.displayValue}` : ''}${savings ? ` (${savings})` : ''}`,
    );
  }
  lines.push('', ...performanceDetails(lhr, origin));
  return lines.join('\n');
}

export interface SectionFacts {
  date: string;
  lighthouseVersion: string;
  chromium: string;
  runs: number;
  cores: number;
  /** Lighthouse's measure of the machine's CPU speed: figures from machines far apart do not compare. */
  benchmarkIndex: number;
  /** The lowest and highest index over every run, when known. */
  benchmarkIndexRange?: [number, number];
  /** Processes kept spinning beside the runs (--busy), 0 for none. */
  busy?: number;
  propertySlug?: string;
  agentSlug?: string;
  table: string;
}

function benchmarkIndexText({ benchmarkIndex, benchmarkIndexRange }: SectionFacts): string {
  if (!benchmarkIndexRange) return String(Math.round(benchmarkIndex));
  const [low, high] = benchmarkIndexRange.map(Math.round) as [number, number];
  return low === high
    ? String(low)
    : `${low}–${high} over the runs, ${Math.round(benchmarkIndex)} in the first median run`;
}

/** What goes between the markers in docs/performance.md: how it was measured, then the table. */
export function formatSection(facts: SectionFacts): string {
  const slugs = [
    facts.propertySlug ? `the property page is \`/properties/${facts.propertySlug}\`` : undefined,
    facts.agentSlug ? `the agent page \`/agents/${facts.agentSlug}\`` : undefined,
  ].filter(Boolean);
  return [
    `Measured ${facts.date} by \`npm run bench:web\`: Lighthouse ${facts.lighthouseVersion}, Chromium ${facts.chromium}, ` +
      'mobile preset (simulated slow 4G, CPU slowed 4×), median of ' +
      `${facts.runs === 1 ? 'a single run' : `${facts.runs} runs`} by performance score, on ${facts.cores} cores ` +
      `(benchmark index ${benchmarkIndexText(facts)})${facts.busy ? `, Chrome on one core with ${facts.busy} busy process${facts.busy === 1 ? '' : 'es'} spinning there at the lowest priority (\`--busy\`)` : ''}` +
      `${slugs.length ? `; ${slugs.join(', ')}` : ''}. ` +
      'JS transferred is every script the page loaded, as sent (compressed), in kB of 1,000 bytes.',
    '',
    facts.table,
  ].join('\n');
}
