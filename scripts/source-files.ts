// The TypeScript sources of a folder that the repository's own checks read: no tests, no generated files, no
// dependencies or builds.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}
