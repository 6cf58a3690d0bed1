// The front ends' import boundaries, checked on resolved paths (a path-pattern lint rule misses `../other`):
// - a feature imports only itself, src/shared and packages; never another feature, a page or the app's routes;
// - src/shared imports neither features nor pages;
// - components never call the API directly: requests live in a feature's api/ folder (or src/shared/api).
// And the API's code (not its tests): it imports only its own files, contracts and packages, never a front end,
// the ui-kit or the front ends' build setup (federation.shared.ts): what both sides need lives in contracts.
// Run by `npm run lint`; prints each violation as file:line and exits 1.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { sourceFiles } from './source-files';

const root = resolve(import.meta.dir, '..');
const apps = ['shell', 'mfe-public', 'mfe-buyer', 'mfe-agent', 'mfe-admin', 'mfe-chat'];
const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const requestPattern = /\b(?:apiRequest|fetch|api\.(?:GET|POST|PUT|PATCH|DELETE)|upload)\s*(?:<[^>()]*>)?\(/;

/** Where a file sits in its app: a feature (with its name), shared, pages, api, or the app's own files. */
function placeOf(srcRelative: string): { kind: 'feature' | 'shared' | 'pages' | 'app'; feature?: string } {
  const [top, second] = srcRelative.split(sep);
  if (top === 'features' && second) return { kind: 'feature', feature: second };
  if (top === 'shared') return { kind: 'shared' };
  if (top === 'pages') return { kind: 'pages' };
  return { kind: 'app' };
}

const violations: string[] = [];
for (const app of apps) {
  const src = join(root, app, 'src');
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const from = placeOf(relative(src, file));
    const lineOf = (index: number) => text.slice(0, index).split('\n').length;
    const name = relative(root, file);
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.') || specifier.endsWith('.css')) continue;
      const target = resolve(dirname(file), specifier);
      const targetRelative = relative(src, target);
      if (targetRelative.startsWith('..')) continue;
      const to = placeOf(targetRelative);
      const where = `${name}:${lineOf(match.index ?? 0)}`;
      if (from.kind === 'feature') {
        if (to.kind === 'feature' && to.feature !== from.feature) {
          violations.push(`${where}: feature '${from.feature}' imports feature '${to.feature}' (${specifier})`);
        } else if (to.kind === 'pages' || to.kind === 'app') {
          violations.push(`${where}: feature '${from.feature}' imports ${to.kind} code (${specifier})`);
        }
      } else if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'pages' || to.kind === 'app')) {
        violations.push(`${where}: src/shared imports ${to.kind} code (${specifier})`);
      }
    }
    const inApiFolder = file.split(sep).includes('api');
    const isComponent = file.endsWith('.tsx');
    if (isComponent && !inApiFolder) {
      const request = text.match(requestPattern);
      if (request) {
        violations.push(`${name}:${lineOf(request.index ?? 0)}: a component calls the API; move it to an api/ file`);
      }
    }
  }
}

const apiDir = join(root, 'api');
const apiMayImport = /^@naija-homes\/contracts\//;
for (const file of sourceFiles(join(apiDir, 'src'))) {
  // Tests may build their fixtures with the build's own tools (a web build with its first-paint bundles).
  if (file.endsWith('.test.ts') || file.includes(`${sep}src${sep}test${sep}`)) continue;
  const text = readFileSync(file, 'utf8');
  const name = relative(root, file);
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? '';
    const line = text.slice(0, match.index ?? 0).split('\n').length;
    const outside = specifier.startsWith('.') && relative(apiDir, resolve(dirname(file), specifier)).startsWith('..');
    const frontEndPackage = specifier.startsWith('@naija-homes/') && !apiMayImport.test(specifier);
    if (outside || frontEndPackage) {
      violations.push(`${name}:${line}: the API imports ${specifier}; move what it needs into contracts`);
    }
  }
}

if (violations.length) {
  console.error(violations.join('\n'));
  console.error(`\n${violations.length} import boundary violation(s)`);
  process.exit(1);
}
console.log('import boundaries: ok');
