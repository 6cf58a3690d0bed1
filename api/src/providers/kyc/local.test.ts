import { describe, expect, test } from 'bun:test';
import { type KycRequest, kycReasons } from './index';
import { createSandboxKyc, sandboxIds } from './local';

const sandbox = createSandboxKyc();
const request = (verificationType: KycRequest['verificationType'], identification: string): KycRequest => ({
  userId: 'user-1',
  verificationType,
  identification,
  firstname: 'Ada',
  lastname: 'Okafor',
});

describe('KYC sandbox', () => {
  for (const [type, ids] of Object.entries(sandboxIds) as Array<
    [KycRequest['verificationType'], typeof sandboxIds.Passport]
  >) {
    test(`${type}: the documented numbers verify or fail as documented`, async () => {
      expect(await sandbox.verify(request(type, ids.verifies))).toMatchObject({ verified: true });
      expect(await sandbox.verify(request(type, ids.notFound))).toMatchObject({
        verified: false,
        reason: kycReasons.notFound,
      });
      expect(await sandbox.verify(request(type, ids.namesMismatch))).toMatchObject({
        verified: false,
        reason: kycReasons.namesMismatch,
      });
    });
  }

  test.each([
    ['Passport', 'A1234'],
    ['Passport', '123456789'],
    ['Voter ID', '90F5B1A2'],
    ["Driver's License", '123ABC456789'],
  ] as const)('%s %s is refused for its format', async (type, number) => {
    expect(await sandbox.verify(request(type, number))).toEqual({
      verified: false,
      reference: null,
      reason: kycReasons.unsupported,
    });
  });

  test('each verification gets its own reference', async () => {
    const first = await sandbox.verify(request('Passport', sandboxIds.Passport.verifies));
    const second = await sandbox.verify(request('Passport', sandboxIds.Passport.verifies));
    expect(first.reference).not.toBe(second.reference);
  });
});
