import { countOf, formatLagosDate } from '@naija-homes/contracts/format';
import {
  type AdminReport,
  type ReportStatus,
  reportReasonLabels,
  reportReasons,
  reportStatuses,
  reportStatusLabels,
  STRIKES_TO_BLOCK,
} from '@naija-homes/contracts/moderation';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { FilterSelect, filterOptions } from '@naija-homes/ui-kit/components/list-filters';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@naija-homes/ui-kit/components/tabs';
import { useFocusWhenOpenerLeaves, useReturnFocus } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { reportsQueryOptions } from '../api/get-reports';
import { useReportFilters } from '../hooks/use-report-filters';
import { Outcome } from './report-outcome';
import { ReportReviewDialog } from './report-review-dialog';

const PAGE_SIZE = 10;

const emptyText: Record<ReportStatus, string> = {
  open: 'No open reports. The queue is clear.',
  actioned: 'No actioned reports yet.',
  dismissed: 'No dismissed reports yet.',
};

/** The moderation queue: a tab per status, a reason filter, and the review of each report. */
export function ReportsTable() {
  const { status, reason, page, update } = useReportFilters();
  const [reviewing, setReviewing] = useState<AdminReport | null>(null);
  const { opener, remember } = useReturnFocus();
  const reports = useQuery(reportsQueryOptions({ status, reason: reason || undefined, page, limit: PAGE_SIZE }));
  const counts = reports.data?.counts;
  // A resolved report leaves the open tab: focus goes to the reason filter rather than the page's top.
  const reasonSelect = useRef<HTMLSelectElement>(null);
  useFocusWhenOpenerLeaves(opener, reports.dataUpdatedAt, reasonSelect);

  const table = (
    <>
      <DataTable
        error={reports.error}
        onRetry={() => void reports.refetch()}
        caption={`${reportStatusLabels[status]} reports`}
        rows={reports.data?.data}
        rowKey={(row) => row._id}
        isLoading={reports.isPending}
        emptyText={emptyText[status]}
        stackOnMobile
        page={page}
        totalPages={reports.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          {
            key: 'report',
            header: 'Report',
            cell: (row) => (
              <span className="grid min-w-0">
                <span className="font-medium">{row.reasonLabel}</span>
                <span className="text-xs text-muted-foreground">
                  {row.reportNo} · {formatLagosDate(row.createdAt)}
                </span>
              </span>
            ),
          },
          {
            key: 'target',
            header: 'Listing or agent',
            cell: (row) => (
              <span className="grid min-w-0">
                <span className="font-medium user-text">
                  {row.listing ? (row.listing.title ?? 'Untitled listing') : 'Agent profile'}
                </span>
                <span className="text-xs text-muted-foreground user-text">
                  {row.agent.fullName} · {row.agent.strikes} of {STRIKES_TO_BLOCK} strikes
                  {row.agent.isBlocked ? ' · blocked' : ''}
                </span>
              </span>
            ),
          },
          {
            key: 'reporter',
            header: 'Reporter',
            cell: (row) => (
              <span className="grid min-w-0">
                <span>{row.reporter.fullName}</span>
                <span className="text-xs text-muted-foreground user-text">{row.reporter.email}</span>
              </span>
            ),
          },
          status === 'open'
            ? {
                key: 'open',
                header: 'Open reports',
                cell: (row) =>
                  row.openReportsOnTarget > 1 ? (
                    <Chip tone="red">{countOf(row.openReportsOnTarget, 'report')}</Chip>
                  ) : (
                    <span className="text-muted-foreground">This one</span>
                  ),
              }
            : {
                key: 'outcome',
                header: 'Outcome',
                cell: (row) => <Outcome report={row} />,
              },
          {
            key: 'actions',
            header: 'Actions',
            cell: (row) => (
              <Button
                size="sm"
                variant={row.status === 'open' ? 'default' : 'outline'}
                aria-label={`Review report ${row.reportNo}`}
                aria-haspopup="dialog"
                onClick={(event) => {
                  remember(event);
                  setReviewing(row);
                }}
              >
                {row.status === 'open' ? 'Review' : 'View'}
              </Button>
            ),
          },
        ]}
      />
    </>
  );

  return (
    <>
      <Tabs value={status} onValueChange={(value) => update({ status: value, page: '' })}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Report status">
            {reportStatuses.map((value) => (
              <TabsTrigger key={value} value={value}>
                {reportStatusLabels[value]}
                {counts ? ` (${counts[value]})` : ''}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="w-full min-[400px]:w-72">
            <FilterSelect
              label="Filter by reason"
              selectRef={reasonSelect}
              value={reason}
              onChange={(value) => update({ reason: value, page: '' })}
              allLabel="All reasons"
              options={filterOptions(reportReasons, reportReasonLabels)}
            />
          </div>
        </div>
        {reportStatuses.map((value) => (
          <TabsContent key={value} value={value} className="mt-0">
            {value === status ? table : null}
          </TabsContent>
        ))}
      </Tabs>
      <ReportReviewDialog report={reviewing} onClose={() => setReviewing(null)} opener={opener} />
    </>
  );
}
