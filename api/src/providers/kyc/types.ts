// The KYC provider's contract, shared by the adapters.
import type { verificationTypes } from '@naija-homes/contracts/enums';

export type VerificationType = (typeof verificationTypes)[number];

export interface KycRequest {
  userId: string;
  verificationType: VerificationType;
  /** Normalised: letters upper-cased, spaces and dashes removed. */
  identification: string;
  firstname: string;
  lastname: string;
}

export type KycResult =
  | { verified: true; reference: string }
  | { verified: false; reference: string | null; reason: string };

export interface KycProvider {
  readonly name: 'sandbox' | 'smileid';
  verify(request: KycRequest): Promise<KycResult>;
}

/** The ID service could not give an answer (network, outage, bad credentials): the agent should retry later. */
export class KycUnavailableError extends Error {
  override name = 'KycUnavailableError';
}

/** Reasons shown to the agent, without details that would help someone guess other people's numbers. */
export const kycReasons = {
  notFound: 'We could not verify this ID number. Check the number and try again.',
  namesMismatch: 'The names you entered do not match the names on this ID. Enter them exactly as on the ID.',
  unsupported: 'This ID number is not in the right format for the chosen ID type.',
};

/** Nigerian ID number formats, checked before any call so a typo costs nothing. */
export const idNumberFormats: Record<VerificationType, RegExp> = {
  Passport: /^[A-Z]\d{8}$/,
  'Voter ID': /^[A-Z0-9]{19}$/,
  "Driver's License": /^[A-Z]{3}[A-Z0-9]{9}$/,
};
