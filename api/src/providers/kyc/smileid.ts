// Smile ID through its official SDK (`smile-identity-core`): an Enhanced KYC job (job type 5) against the ID
// authority for Nigerian passports, voter's cards and driver's licences.
import type { Agent } from 'node:https';
import { IDApi, Signature } from 'smile-identity-core';
import {
  idNumberFormats,
  type KycProvider,
  type KycRequest,
  type KycResult,
  KycUnavailableError,
  kycReasons,
  type VerificationType,
} from './types';

export interface SmileIdOptions {
  partnerId: string;
  apiKey: string;
  /** 'sandbox', 'production', or a server address (the SDK always speaks HTTPS to it). */
  env: string;
  /**
   * A TLS agent for the SDK's HTTP client: tests use it to trust the local fake's certificate, deployments behind
   * an inspecting proxy to trust its CA.
   */
  httpsAgent?: Agent;
  /**
   * The SDK sets no timeout and the synchronous endpoint waits on the ID authority, which can hang: without a limit
   * the agent's request would never end. Default 30 s.
   */
  timeoutMs?: number;
}

const idTypes: Record<VerificationType, string> = {
  Passport: 'PASSPORT',
  'Voter ID': 'VOTER_ID',
  "Driver's License": 'DRIVERS_LICENSE',
};

/** Name results that mean the person on the ID is the person who typed the names. */
const acceptedNameMatches = new Set(['Exact Match', 'Partial Match', 'Transposed']);
const refusedNameMatches = new Set(['No Match']);

/** Case, accents and punctuation differ between what agents type and what ID authorities store. */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Used only when Smile ID gives no Names verdict (some ID authorities only return the holder's full name).
 * Whole words, so 'Ada' does not match 'Adaeze'.
 */
function fullNameMatches(fullName: string | undefined, request: KycRequest): boolean {
  if (!fullName) return false;
  const onId = new Set(nameWords(fullName));
  const typed = [...nameWords(request.firstname), ...nameWords(request.lastname)];
  return typed.length > 0 && typed.every((word) => onId.has(word));
}

function namesMatch(response: SmileIdResponse, request: KycRequest): boolean {
  const verdict = response.Actions?.Names;
  if (verdict && acceptedNameMatches.has(verdict)) return true;
  if (verdict && refusedNameMatches.has(verdict)) return false;
  return fullNameMatches(response.FullName, request);
}

interface SmileIdResponse {
  SmileJobID?: string;
  ResultCode?: string;
  ResultText?: string;
  Actions?: { Verify_ID_Number?: string; Names?: string };
  FullName?: string;
  signature?: string;
  timestamp?: string;
}

function serverOf(env: string): string | number {
  if (env === 'sandbox') return 0;
  if (env === 'production') return 1;
  return env;
}

export function createSmileIdKyc(options: SmileIdOptions): KycProvider {
  const api = new IDApi(options.partnerId, options.apiKey, serverOf(options.env));
  // The SDK takes no transport options; its (private) axios instance is the only place to set them. The adapter
  // tests would fail on an SDK upgrade that renames it.
  const http = (api as unknown as { axiosInstance: { defaults: { timeout?: number; httpsAgent?: Agent } } })
    .axiosInstance.defaults;
  http.timeout = options.timeoutMs ?? 30_000;
  if (options.httpsAgent) http.httpsAgent = options.httpsAgent;
  const signature = new Signature(options.partnerId, options.apiKey);

  async function submit(request: KycRequest): Promise<SmileIdResponse> {
    try {
      return await api.submit_job<SmileIdResponse>(
        { user_id: request.userId, job_id: crypto.randomUUID(), job_type: 5 },
        {
          country: 'NG',
          id_type: idTypes[request.verificationType],
          id_number: request.identification,
          first_name: request.firstname,
          last_name: request.lastname,
        },
      );
    } catch (error) {
      throw new KycUnavailableError(`Smile ID request failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  return {
    name: 'smileid',
    async verify(request): Promise<KycResult> {
      // A malformed number is refused here: Smile ID bills every job, even hopeless ones.
      if (!idNumberFormats[request.verificationType].test(request.identification)) {
        return { verified: false, reference: null, reason: kycReasons.unsupported };
      }
      const response = await submit(request);
      // Only a response signed with our key is believed: anything else could be forged on the way.
      const signed =
        typeof response.signature === 'string' &&
        typeof response.timestamp === 'string' &&
        signature.confirm_signature(response.timestamp, response.signature);
      if (!signed) throw new KycUnavailableError('Smile ID response signature did not verify');
      const reference = response.SmileJobID ?? null;
      switch (response.ResultCode) {
        case '1012': {
          if (response.Actions?.Verify_ID_Number !== 'Verified') {
            return { verified: false, reference, reason: kycReasons.notFound };
          }
          if (!namesMatch(response, request)) {
            return { verified: false, reference, reason: kycReasons.namesMismatch };
          }
          return { verified: true, reference: reference ?? 'smileid' };
        }
        // 1020-1023 are Smile ID's name-matching verdicts (its newer verification API); accepted here too so a
        // product switch on their side does not turn every answer into "unavailable".
        case '1020':
        case '1021':
          return { verified: true, reference: reference ?? 'smileid' };
        case '1022':
          return { verified: false, reference, reason: kycReasons.namesMismatch };
        case '1013':
        case '1023':
          return { verified: false, reference, reason: kycReasons.notFound };
        case '1014':
          return { verified: false, reference, reason: kycReasons.unsupported };
        default:
          throw new KycUnavailableError(`Smile ID answered ${response.ResultCode}: ${response.ResultText ?? ''}`);
      }
    },
  };
}
