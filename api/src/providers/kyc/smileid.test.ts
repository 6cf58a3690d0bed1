// The Smile ID adapter through the real SDK, against a local HTTPS fake of POST /v1/id_verification.
import { afterAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { Signature } from 'smile-identity-core';
import { type KycRequest, KycUnavailableError, kycReasons } from './index';
import { createSmileIdKyc } from './smileid';

const partnerId = '2961';
const apiKey = 'test-api-key-for-the-fake';
const cert = readFileSync(new URL('./testdata/localhost-cert.pem', import.meta.url), 'utf8');
const key = readFileSync(new URL('./testdata/localhost-key.pem', import.meta.url), 'utf8');

interface Received {
  path: string;
  body: Record<string, unknown>;
}
const received: Received[] = [];

/** Canned answers by ID number, like Smile ID's own sandbox. */
const answers: Record<
  string,
  { status?: number; body: Record<string, unknown>; badSignature?: boolean; delayMs?: number }
> = {
  A00000001: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'Exact Match' } } },
  A00000003: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'Partial Match' } } },
  A00000002: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'No Match' } } },
  A00000000: { body: { ResultCode: '1013', ResultText: 'ID Number Not Found' } },
  A00000004: { body: { ResultCode: '1015', ResultText: 'ID Authority Unavailable' } },
  A00000005: { status: 500, body: { error: 'Internal error' } },
  A00000006: {
    body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'Exact Match' } },
    badSignature: true,
  },
  // No Names verdict (as in the SDK's own fixtures): the adapter falls back to FullName, whole words only.
  A00000007: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified' }, FullName: 'OKAFOR Ada Chioma' } },
  A00000008: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified' }, FullName: 'Adaeze Okafor' } },
  A00000009: { body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'Not Provided' } } },
  A00000010: { body: { ResultCode: '1020', ResultText: 'Exact Match' } },
  A00000011: { body: { ResultCode: '1021', ResultText: 'Partial Match' } },
  A00000012: { body: { ResultCode: '1022', ResultText: 'No Match' } },
  A00000013: { body: { ResultCode: '1023', ResultText: 'Not Found' } },
  A00000014: {
    body: { ResultCode: '1012', Actions: { Verify_ID_Number: 'Verified', Names: 'Exact Match' } },
    delayMs: 1000,
  },
};

const server = Bun.serve({
  port: 0,
  tls: { cert, key },
  async fetch(request) {
    const body = (await request.json()) as Record<string, unknown>;
    received.push({ path: new URL(request.url).pathname, body });
    const answer = answers[String(body.id_number)] ?? answers.A00000000;
    if (!answer) return Response.json({}, { status: 500 });
    if (answer.delayMs) await Bun.sleep(answer.delayMs);
    const signed = new Signature(partnerId, answer.badSignature ? 'someone-else' : apiKey).generate_signature();
    return Response.json(
      { SmileJobID: `job-${received.length}`, ...answer.body, ...signed, PartnerParams: body.partner_params },
      { status: answer.status ?? 200 },
    );
  },
});
afterAll(() => server.stop(true));

const kyc = createSmileIdKyc({
  partnerId,
  apiKey,
  env: `localhost:${server.port}`,
  httpsAgent: new Agent({ ca: cert }),
});
const request = (identification: string): KycRequest => ({
  userId: 'b1c4a1d2-0000-4000-8000-000000000001',
  verificationType: 'Passport',
  identification,
  firstname: 'Ada',
  lastname: 'Okafor',
});

describe('Smile ID adapter', () => {
  test('sends a signed Enhanced KYC job for a Nigerian passport and accepts a verified match', async () => {
    const result = await kyc.verify(request('A00000001'));
    expect(result).toMatchObject({ verified: true });
    expect(result.reference).toMatch(/^job-/);
    const last = received.at(-1) as Received;
    expect(last.path).toBe('/id_verification');
    expect(last.body).toMatchObject({
      partner_id: partnerId,
      country: 'NG',
      id_type: 'PASSPORT',
      id_number: 'A00000001',
      first_name: 'Ada',
      last_name: 'Okafor',
      partner_params: { user_id: 'b1c4a1d2-0000-4000-8000-000000000001', job_type: 5 },
    });
    expect(
      new Signature(partnerId, apiKey).confirm_signature(String(last.body.timestamp), String(last.body.signature)),
    ).toBe(true);
  });

  test('a partial name match is accepted; no match is refused', async () => {
    expect(await kyc.verify(request('A00000003'))).toMatchObject({ verified: true });
    expect(await kyc.verify(request('A00000002'))).toMatchObject({
      verified: false,
      reason: kycReasons.namesMismatch,
    });
  });

  test('without a Names verdict, the full name on the ID must contain the typed names as whole words', async () => {
    expect(await kyc.verify(request('A00000007'))).toMatchObject({ verified: true });
    expect(await kyc.verify(request('A00000008'))).toMatchObject({
      verified: false,
      reason: kycReasons.namesMismatch,
    });
    expect(await kyc.verify(request('A00000009'))).toMatchObject({
      verified: false,
      reason: kycReasons.namesMismatch,
    });
  });

  test("Smile ID's name-matching result codes (1020-1023) are understood", async () => {
    expect(await kyc.verify(request('A00000010'))).toMatchObject({ verified: true });
    expect(await kyc.verify(request('A00000011'))).toMatchObject({ verified: true });
    expect(await kyc.verify(request('A00000012'))).toMatchObject({ verified: false, reason: kycReasons.namesMismatch });
    expect(await kyc.verify(request('A00000013'))).toMatchObject({ verified: false, reason: kycReasons.notFound });
  });

  test('an ID authority that does not answer in time is "unavailable"', async () => {
    const impatient = createSmileIdKyc({
      partnerId,
      apiKey,
      env: `localhost:${server.port}`,
      httpsAgent: new Agent({ ca: cert }),
      timeoutMs: 100,
    });
    await expect(impatient.verify(request('A00000014'))).rejects.toBeInstanceOf(KycUnavailableError);
  });

  test('an unknown number is refused with the not-found reason', async () => {
    expect(await kyc.verify(request('A00000000'))).toMatchObject({ verified: false, reason: kycReasons.notFound });
  });

  test('maps the voter card and driver licence to their Smile ID types', async () => {
    await kyc.verify({ ...request('90F5B1A2C3D4E5F6781'), verificationType: 'Voter ID' });
    expect(received.at(-1)?.body.id_type).toBe('VOTER_ID');
    await kyc.verify({ ...request('ABC123456781'), verificationType: "Driver's License" });
    expect(received.at(-1)?.body.id_type).toBe('DRIVERS_LICENSE');
  });

  test('a malformed number is refused without a (billed) call', async () => {
    const before = received.length;
    expect(await kyc.verify(request('A12'))).toMatchObject({ verified: false, reason: kycReasons.unsupported });
    expect(received.length).toBe(before);
  });

  test('an outage, a server error or an unsigned answer is "unavailable", never a verification', async () => {
    for (const number of ['A00000004', 'A00000005', 'A00000006']) {
      await expect(kyc.verify(request(number))).rejects.toBeInstanceOf(KycUnavailableError);
    }
  });

  test('a server that cannot be reached is "unavailable"', async () => {
    const unreachable = createSmileIdKyc({
      partnerId,
      apiKey,
      env: 'localhost:1',
      httpsAgent: new Agent({ ca: cert }),
    });
    await expect(unreachable.verify(request('A00000001'))).rejects.toBeInstanceOf(KycUnavailableError);
  });
});
