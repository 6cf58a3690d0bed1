import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// api/README.md is where a newcomer looks for the module that does a thing: it must name every one there is.
describe('api/README.md', () => {
  test('names every module of src/modules', () => {
    const readme = readFileSync(join(import.meta.dir, '..', 'README.md'), 'utf8');
    const modules = readdirSync(join(import.meta.dir, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
