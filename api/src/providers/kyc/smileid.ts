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
   * A TLS agent for the SDK's HTTP client. The SDK has no transport option, so this reaches its axios instance;
   * tests use it to trust the local fake's certificate, deployments behind an inspecting proxy to trust its CA.
   */
  httpsAgent?: Agent;
}

const idTypes: Record<VerificationType, string> = {
  Passport: 'PASSPORT',
  'Voter ID': 'VOTER_ID',
  "Driver's License": 'DRIVERS_LICENSE',
};

/** Name results that mean the person on the ID is the person who typed the names. */
const acceptedNameMatches = new Set(['Exact Match', 'Partial Match', 'Transposed']);

interface SmileIdResponse {
  SmileJobID?: string;
  ResultCode?: string;
  ResultText?: string;
  Actions?: { Verify_ID_Number?: string; Names?: string };
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
  if (options.httpsAgent) {
    (api as unknown as { axiosInstance: { defaults: { httpsAgent?: Agent } } }).axiosInstance.defaults.httpsAgent =
      options.httpsAgent;
  }
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
          if (!acceptedNameMatches.has(response.Actions?.Names ?? '')) {
            return { verified: false, reference, reason: kycReasons.namesMismatch };
          }
          return { verified: true, reference: reference ?? 'smileid' };
        }
        case '1013':
          return { verified: false, reference, reason: kycReasons.notFound };
        case '1014':
          return { verified: false, reference, reason: kycReasons.unsupported };
        default:
          throw new KycUnavailableError(`Smile ID answered ${response.ResultCode}: ${response.ResultText ?? ''}`);
      }
    },
  };
}
