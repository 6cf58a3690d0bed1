// Each package has its own tsconfig (different globals: Bun for the API, the DOM for the front ends),
// so we check them one by one and fail on the first package with errors.
import { $ } from 'bun';

const projects = [
  '.',
  'contracts',
  'ui-kit',
  'api',
  'shell',
  'mfe-public',
  'mfe-buyer',
  'mfe-agent',
  'mfe-admin',
  'mfe-chat',
  'e2e',
];
let failed = 0;
for (const project of projects) {
  const result = await $`node_modules/.bin/tsc -p ${project} --noEmit`.nothrow();
  if (result.exitCode !== 0) failed++;
  console.log(`typecheck ${project}: ${result.exitCode === 0 ? 'ok' : 'FAILED'}`);
}
process.exit(failed === 0 ? 0 : 1);
