import { adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import type { AdminReport, ReportStatus } from '@naija-homes/contracts/moderation';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import type { StatusTone } from '@naija-homes/ui-kit/lib/status-tone';

export const reportStatusTone: Record<ReportStatus, StatusTone> = {
  open: 'orange',
  actioned: 'red',
  dismissed: 'gray',
};

/** What resolving a report did, in chips: the listing down, a strike, or nothing. */
export function Outcome({ report }: { report: AdminReport }) {
  if (report.status === 'dismissed') return <Chip tone="gray">No action</Chip>;
  return (
    <span className="flex flex-wrap gap-1">
      {report.deactivatedListing ? <Chip tone="red">{adminPropertyMessages.deactivated}</Chip> : null}
      {report.struckAgent ? <Chip tone="orange">Agent struck</Chip> : null}
      {!report.deactivatedListing && !report.struckAgent ? <Chip tone="blue">Upheld</Chip> : null}
    </span>
  );
}
