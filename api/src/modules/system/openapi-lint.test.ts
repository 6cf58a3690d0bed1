// The document as third-party tools read it (issue 35): Redocly's `recommended` ruleset, the one its CLI applies by
// default, finds no error. Warnings are reported here but do not fail (ambiguous paths such as /agent/me beside
// /agent/{id} are real routes; a license is not ours to pick).
import { expect, test } from 'bun:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { setupTestApp } from '../../test/app';

const t = await setupTestApp();

test("the document lints clean with Redocly's recommended rules", async () => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({
    source: JSON.stringify(t.services.openApiDocument()),
    absoluteRef: 'openapi.json',
    config,
  });
  const errors = problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
  expect(errors).toEqual([]);
});
