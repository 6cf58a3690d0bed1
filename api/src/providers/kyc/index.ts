// ID verification (KYC): Smile ID when SMILE_PARTNER_ID/SMILE_API_KEY are set, otherwise the offline sandbox
// whose documented test numbers verify or fail deterministically (see local.ts).
import { createSandboxKyc } from './local';
import { createSmileIdKyc } from './smileid';
import type { KycProvider } from './types';

export * from './types';

export interface KycOptions {
  smile?: { partnerId: string; apiKey: string; env: string } | undefined;
}

export function createKycProvider(options: KycOptions): KycProvider {
  return options.smile ? createSmileIdKyc(options.smile) : createSandboxKyc();
}
