// Types cross the federation boundary (issue 33): a remote that renames a prop of an exposed component, or stops
// exporting what the shell loads, fails its own typecheck through src/exposes.check.ts, with the same check a
// remote's build runs. Shown here on a fixture remote module, compiled by tsc as `npm run typecheck` would.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
// Inside the repository, so the fixture resolves @naija-homes/* as every workspace does.
const dir = join(root, 'node_modules', '.cache', `federation-types-${process.pid}`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Type-checks a fixture exposed module (the chat remote's ChatApp) against the contract; tsc's exit code and output. */
function typecheckExposedChatApp(component: string): { code: number; output: string } {
  const folder = join(dir, `case-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'chat-app.tsx'),
    `import type { Role } from '@naija-homes/contracts/enums';
export { FEDERATION_CONTRACT as federationContract } from '@naija-homes/ui-kit/lib/federation-contract';
${component}
`,
  );
  writeFileSync(
    join(folder, 'exposes.check.ts'),
    `import type { ExposedModules } from '@naija-homes/ui-kit/lib/federation-contract';
import type * as ChatAppModule from './chat-app';
type Exposes<Module extends Expected, Expected> = Module;
export type Checked = [Exposes<typeof ChatAppModule, ExposedModules['mfe_chat']['ChatApp']>];
`,
  );
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: { noEmit: true, incremental: false },
      include: ['*.ts', '*.tsx'],
    }),
  );
  const result = Bun.spawnSync([join(root, 'node_modules/.bin/tsc'), '-p', folder], { cwd: root, stdout: 'pipe' });
  return { code: result.exitCode, output: result.stdout.toString() };
}

describe('exposed modules are typed across the boundary', () => {
  test('the component as the shell uses it compiles', () => {
    const { code, output } = typecheckExposedChatApp(
      'export default function ChatApp({ viewerRole }: { viewerRole: Role }) { return viewerRole ? null : null; }',
    );
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 120_000);

  test('a renamed prop fails the typecheck, naming the prop the shell passes', () => {
    const { code, output } = typecheckExposedChatApp(
      'export default function ChatApp({ role }: { role: Role }) { return role ? null : null; }',
    );
    expect(code).not.toBe(0);
    expect(output).toContain('exposes.check.ts');
    expect(output).toMatch(/viewerRole|role/);
  }, 120_000);
});
