// The web bench's pure parts, on hand-made Lighthouse results: no browser, no server.
import { describe, expect, test } from 'bun:test';
import {
  type AuditLike,
  failingAudits,
  formatSection,
  formatTable,
  type LhrLike,
  MARKER_END,
  MARKER_START,
  medianRun,
  pageFigures,
  performanceIssues,
  replaceMarkedSection,
} from './report';

function lhr(audits: AuditLike[], categories: LhrLike['categories'] = {}): LhrLike {
  return {
    lighthouseVersion: '13.5.0',
    fetchTime: '2026-01-01T00:00:00.000Z',
    finalDisplayedUrl: 'http://localhost:3230/',
    runWarnings: [],
    environment: { hostUserAgent: 'HeadlessChrome/140.0.0.0', benchmarkIndex: 1000 },
    categories,
    audits: Object.fromEntries(audits.map((audit) => [audit.id, audit])),
  };
}

const metric = (id: string, numericValue: number): AuditLike => ({
  id,
  title: id,
  score: 0.5,
  scoreDisplayMode: 'numeric',
  numericValue,
});

describe('medianRun', () => {
  const byScore = (run: { score: number | null }) => run.score;

  test('takes the middle run by performance score, whatever the order of the runs', () => {
    const runs = [{ score: 40 }, { score: 20 }, { score: 30 }];
    expect(medianRun(runs, byScore)).toBe(runs[2]);
  });

  test('takes the lower middle of an even number, and leaves out runs without a score', () => {
    const runs = [{ score: 50 }, { score: null }, { score: 10 }, { score: 30 }, { score: 90 }];
    expect(medianRun(runs, byScore)).toBe(runs[3]);
  });

  test('among equal scores takes the earlier run; nothing when no run has a score', () => {
    const runs = [{ score: 30 }, { score: 30 }, { score: 30 }];
    expect(medianRun(runs, byScore)).toBe(runs[1]);
    expect(medianRun([{ score: 70 }, { score: 70 }], byScore)).toEqual({ score: 70 });
    expect(medianRun([{ score: null }], byScore)).toBeUndefined();
  });
});

describe('pageFigures and formatTable', () => {
  const result = lhr(
    [
      metric('largest-contentful-paint', 14_321),
      metric('total-blocking-time', 2_512.4),
      metric('cumulative-layout-shift', 0.4953),
      metric('first-contentful-paint', 1_049),
      metric('speed-index', 3_300),
      {
        id: 'resource-summary',
        title: 'Resources Summary',
        score: 1,
        scoreDisplayMode: 'informative',
        details: {
          type: 'table',
          items: [
            { resourceType: 'total', requestCount: 91, transferSize: 606_604 },
            { resourceType: 'script', requestCount: 64, transferSize: 1_652_400 },
          ],
        },
      },
    ],
    {
      performance: { score: 0.23, auditRefs: [] },
      accessibility: { score: 0.96, auditRefs: [] },
      'best-practices': { score: 0.92, auditRefs: [] },
      seo: { score: null, auditRefs: [] },
    },
  );

  test('reads the scores, metrics and scripts of a run', () => {
    expect(pageFigures(result)).toEqual({
      performance: 23,
      accessibility: 96,
      bestPractices: 92,
      seo: null,
      lcpMs: 14_321,
      tbtMs: 2_512.4,
      cls: 0.4953,
      fcpMs: 1_049,
      speedIndexMs: 3_300,
      scriptBytes: 1_652_400,
      scripts: 64,
    });
  });

  test('counts the scripts of network-requests when the summary is missing', () => {
    const requests = lhr([
      {
        id: 'network-requests',
        title: 'Network Requests',
        score: 1,
        scoreDisplayMode: 'informative',
        details: {
          type: 'table',
          items: [
            { url: 'http://x/a.js', resourceType: 'Script', transferSize: 1_000 },
            { url: 'http://x/', resourceType: 'Document', transferSize: 5_000 },
            { url: 'http://x/b.js', resourceType: 'Script', transferSize: 2_500 },
          ],
        },
      },
    ]);
    expect(pageFigures(requests)).toMatchObject({ scriptBytes: 3_500, scripts: 2 });
  });

  test('writes one Markdown row per page, units as the issue writes them', () => {
    const table = formatTable([{ label: '`/`', figures: pageFigures(result) }]).split('\n');
    expect(table).toHaveLength(3);
    expect(table[0]).toStartWith('| page | performance | LCP | TBT | CLS |');
    expect(table[2]).toBe('| `/` | 23 | 14.3 s | 2,512 ms | 0.495 | 1.0 s | 3.3 s | 96 | 92 | – | 1,652 kB | 64 |');
  });
});

describe('replaceMarkedSection', () => {
  const doc = `# Before\n\ntext\n\n${MARKER_START}\nold table\n${MARKER_END}\n\n# After\n`;

  test('replaces only what lies between the markers, and again on a second write', () => {
    const once = replaceMarkedSection(doc, 'new table\n');
    expect(once).toBe(`# Before\n\ntext\n\n${MARKER_START}\nnew table\n${MARKER_END}\n\n# After\n`);
    expect(replaceMarkedSection(once, 'newer')).toBe(once.replace('new table', 'newer'));
  });

  test('refuses a document without both markers, in order, once each', () => {
    expect(() => replaceMarkedSection('# nothing', 'x')).toThrow('missing');
    expect(() => replaceMarkedSection(`${MARKER_END}\n${MARKER_START}`, 'x')).toThrow('before');
    expect(() => replaceMarkedSection(`${doc}${MARKER_START}`, 'x')).toThrow('more than once');
  });
});

describe('findings', () => {
  const result = lhr(
    [
      {
        id: 'html-has-lang',
        title: '`<html>` element does not have a `[lang]` attribute',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { type: 'table', items: [{ node: { type: 'node', selector: 'html', snippet: '<html>' } }] },
      },
      { id: 'document-title', title: 'Document has a title', score: 1, scoreDisplayMode: 'binary' },
      { id: 'errors-in-console', title: 'Errors', score: 0, scoreDisplayMode: 'binary' },
      {
        id: 'is-crawlable',
        title: 'Page is blocked from indexing',
        score: 0,
        scoreDisplayMode: 'binary',
        details: {
          type: 'table',
          items: [
            { source: { type: 'node', selector: 'head > meta', snippet: '<meta name="robots" content="noindex">' } },
          ],
        },
      },
      {
        id: 'bootup-time',
        title: 'Reduce JavaScript execution time',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { TBT: 1_950 },
      },
      {
        id: 'layout-shifts',
        title: 'Avoid large layout shifts',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { CLS: 0.495 },
      },
      { id: 'lcp-discovery-insight', title: 'LCP request discovery', score: 0, scoreDisplayMode: 'numeric' },
      { id: 'unused-css-rules', title: 'Reduce unused CSS', score: 1, scoreDisplayMode: 'metricSavings' },
      { id: 'interactive', title: 'Time to Interactive', score: 0.4, scoreDisplayMode: 'numeric' },
    ],
    {
      accessibility: {
        score: 0.9,
        auditRefs: [
          { id: 'html-has-lang', weight: 7 },
          { id: 'document-title', weight: 7 },
        ],
      },
      'best-practices': { score: 0.9, auditRefs: [{ id: 'errors-in-console', weight: 0 }] },
      seo: { score: 0.6, auditRefs: [{ id: 'is-crawlable', weight: 4.6 }] },
      performance: {
        score: 0.3,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25, group: 'metrics' },
          { id: 'lcp-discovery-insight', weight: 0, group: 'insights' },
          { id: 'bootup-time', weight: 0, group: 'diagnostics' },
          { id: 'layout-shifts', weight: 0, group: 'hidden' },
          { id: 'interactive', weight: 0, group: 'hidden' },
          { id: 'unused-css-rules', weight: 0, group: 'diagnostics' },
        ],
      },
    },
  );

  test('lists the audits that fail, with the offending element', () => {
    expect(failingAudits(result)).toEqual([
      {
        category: 'accessibility',
        id: 'html-has-lang',
        title: '`<html>` element does not have a `[lang]` attribute',
        weighted: true,
        offenders: ['html <html>'],
      },
      { category: 'best-practices', id: 'errors-in-console', title: 'Errors', weighted: false, offenders: [] },
      {
        category: 'seo',
        id: 'is-crawlable',
        title: 'Page is blocked from indexing',
        weighted: true,
        offenders: ['head > meta <meta name="robots" content="noindex">'],
      },
    ]);
  });

  test('ranks failing performance audits by estimated savings; passing ones and hidden metrics left out', () => {
    expect(performanceIssues(result).map((issue) => issue.id)).toEqual([
      'layout-shifts',
      'bootup-time',
      'lcp-discovery-insight',
    ]);
  });
});

describe('formatSection', () => {
  const facts = {
    date: '2026-11-29',
    lighthouseVersion: '13.5.0',
    chromium: '156.0.0.0',
    runs: 3,
    cores: 2,
    benchmarkIndex: 1720,
    table: '| page |',
  };

  test("says the machine's speed over every run, and the busy processes beside them", () => {
    const text = formatSection({ ...facts, benchmarkIndexRange: [1650.4, 1880.6], busy: 2 });
    expect(text).toContain(
      '(benchmark index 1650–1881 over the runs, 1720 in the first median run), Chrome on one core with 2 busy processes',
    );
    expect(text.endsWith('| page |')).toBe(true);
  });

  test('one index when the runs agree or only one is known; nothing said of busy processes when there were none', () => {
    expect(formatSection({ ...facts, benchmarkIndexRange: [1720, 1720] })).toContain('(benchmark index 1720).');
    const plain = formatSection(facts);
    expect(plain).toContain('(benchmark index 1720).');
    expect(plain).not.toContain('busy');
  });
});
