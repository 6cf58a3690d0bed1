// The offline sandbox: no network, deterministic results, so demos and tests can walk every path.
//
// Test ID numbers (names: any, except where a row says otherwise):
// | ID type          | Verifies              | Fails: not found      | Fails: names mismatch |
// | Passport         | A00000001             | A00000000             | A00000002             |
// | Voter ID         | 90F5B1A2C3D4E5F6781   | 90F5B1A2C3D4E5F6780   | 90F5B1A2C3D4E5F6782   |
// | Driver's License | ABC123456781          | ABC123456780          | ABC123456782          |
// Any other well-formed number verifies unless its last character is '0' (not found) or '2' (names mismatch).
// A badly formed number fails with the format reason.
import { idNumberFormats, type KycProvider, kycReasons } from './types';

export const sandboxIds = {
  Passport: { verifies: 'A00000001', notFound: 'A00000000', namesMismatch: 'A00000002' },
  'Voter ID': {
    verifies: '90F5B1A2C3D4E5F6781',
    notFound: '90F5B1A2C3D4E5F6780',
    namesMismatch: '90F5B1A2C3D4E5F6782',
  },
  "Driver's License": { verifies: 'ABC123456781', notFound: 'ABC123456780', namesMismatch: 'ABC123456782' },
} as const;

export function createSandboxKyc(): KycProvider {
  return {
    name: 'sandbox',
    async verify(request) {
      const number = request.identification;
      if (!idNumberFormats[request.verificationType].test(number)) {
        return { verified: false, reference: null, reason: kycReasons.unsupported };
      }
      const reference = `sandbox-${crypto.randomUUID()}`;
      if (number.endsWith('0')) return { verified: false, reference, reason: kycReasons.notFound };
      if (number.endsWith('2')) return { verified: false, reference, reason: kycReasons.namesMismatch };
      return { verified: true, reference };
    },
  };
}
