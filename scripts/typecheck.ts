// `npm run typecheck`: one `tsc -b` over the project references in tsconfig.json. contracts, client and ui-kit
// are checked once and their declarations reused by every app that references them; a project whose sources did
// not change since the last run is skipped (incremental state in node_modules/.cache/tsc). Each package keeps its
// own tsconfig (Bun globals for the API, the DOM for the front ends).
import { $ } from 'bun';

const started = performance.now();
const result = await $`node_modules/.bin/tsc -b ${process.argv.slice(2)}`.nothrow();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`typecheck: ${result.exitCode === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
process.exit(result.exitCode);
