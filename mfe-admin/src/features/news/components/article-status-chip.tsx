import type { ArticleStatus } from '@naija-homes/contracts/content';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';

/** Draft (not shown), scheduled (shown from its date) or published. */
export function ArticleStatusChip({ status }: { status: ArticleStatus }) {
  return <Chip tone={statusTone(status)}>{status}</Chip>;
}
