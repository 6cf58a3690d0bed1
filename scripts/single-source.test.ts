// contracts is the one source of the messages people read: a message copied as a literal into the API or a front
// end would drift from the spec's wording the day one copy changes. Tests and e2e specs may quote messages (they
// check the wording itself), everything else imports them.
import { describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sourceFiles } from './source-files';

const root = resolve(import.meta.dir, '..');
const contractsDir = join(root, 'contracts/src');
const scanned = [
  'api/src',
  'client/src',
  'ui-kit',
  'shell/src',
  'mfe-public/src',
  'mfe-buyer/src',
  'mfe-agent/src',
  'mfe-admin/src',
  'mfe-chat/src',
];
/** Shorter strings (labels such as 'Submit Profile') are words, not messages. */
const MIN_LENGTH = 16;

/** Every string of every exported `…Messages`/`messages` object in contracts. */
async function contractMessages(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = readdirSync(contractsDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(join(contractsDir, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!/messages$/i.test(name) || typeof value !== 'object' || value === null) continue;
      for (const [key, message] of Object.entries(value)) {
        if (typeof message === 'string' && message.length >= MIN_LENGTH) found.set(message, `${name}.${key}`);
      }
    }
  }
  return found;
}

describe('contracts is the one source of messages', () => {
  test('no message of contracts is written as a literal anywhere else', async () => {
    const messages = await contractMessages();
    expect(messages.size).toBeGreaterThan(50);
    const copies: string[] = [];
    for (const dir of scanned) {
      for (const file of sourceFiles(join(root, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const [message, name] of messages) {
          if (text.includes(message)) copies.push(`${relative(root, file)}: '${message}' (use ${name})`);
        }
      }
    }
    expect(copies).toEqual([]);
  });
});
