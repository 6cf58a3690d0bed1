import {
  auditActionLabel,
  auditActionLabels,
  auditTargetTypeLabels,
  auditTargetTypes,
} from '@naija-homes/contracts/audit';
import { formatLagosDateTime, lagosIsoDate, orNA } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { Button } from '@naija-homes/ui-kit/components/button';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Input } from '@naija-homes/ui-kit/components/input';
import { FilterSelect, filterOptions, SearchFilter } from '@naija-homes/ui-kit/components/list-filters';
import { useQuery } from '@tanstack/react-query';
import { auditLogQueryOptions } from '../api/get-audit-log';
import { hasAuditFilters } from '../audit-filters';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { AuditChanges } from './audit-changes';
import { AuditTarget } from './audit-target';

const PAGE_SIZE = 20;
const knownActions = Object.keys(auditActionLabels);

/** Every admin action, newest first: who did what to which target and when, with the values before and after. */
export function AuditLogTable() {
  const { filters, actor, update } = useAuditFilters();
  const log = useQuery(
    auditLogQueryOptions({
      page: filters.page,
      limit: PAGE_SIZE,
      action: filters.action || undefined,
      actor: actor.debounced || undefined,
      targetType: filters.targetType || undefined,
      // A range the API would refuse is not asked for; the page says why (below the filters).
      from: (!filters.rangeProblem && filters.from) || undefined,
      to: (!filters.rangeProblem && filters.to) || undefined,
    }),
  );
  // An action from the URL the list does not offer (a newer one) is still shown as the selected option.
  const actions =
    filters.action && !knownActions.includes(filters.action) ? [...knownActions, filters.action] : knownActions;
  const today = lagosIsoDate();
  return (
    <>
      <fieldset className="mb-4 flex flex-wrap items-end gap-3">
        <legend className="sr-only">Filter the audit log</legend>
        <FilterSelect
          label="Filter by action"
          className="w-full min-[400px]:w-60"
          value={filters.action}
          onChange={(value) => update({ action: value, page: '' })}
          allLabel="All actions"
          options={filterOptions(actions, auditActionLabel)}
        />
        <SearchFilter
          label="Search by admin name or email"
          placeholder="Admin name or email"
          className="min-[400px]:w-56"
          {...actor.box}
        />
        <FilterSelect
          label="Filter by target"
          className="w-full min-[400px]:w-48"
          value={filters.targetType}
          onChange={(value) => update({ targetType: value, page: '' })}
          allLabel="All targets"
          options={filterOptions(auditTargetTypes, auditTargetTypeLabels)}
        />
        <div className="grid w-full gap-1 min-[400px]:w-auto">
          <label htmlFor="audit-from" className="text-xs font-medium text-muted-foreground">
            From
          </label>
          <Input
            id="audit-from"
            type="date"
            className="w-full min-[400px]:w-40"
            value={filters.from}
            max={filters.to || today}
            aria-invalid={filters.rangeProblem ? true : undefined}
            aria-describedby={filters.rangeProblem ? 'audit-range-problem' : undefined}
            onChange={(event) => update({ from: event.target.value, page: '' })}
          />
        </div>
        <div className="grid w-full gap-1 min-[400px]:w-auto">
          <label htmlFor="audit-to" className="text-xs font-medium text-muted-foreground">
            To
          </label>
          <Input
            id="audit-to"
            type="date"
            className="w-full min-[400px]:w-40"
            value={filters.to}
            min={filters.from || undefined}
            max={today}
            aria-invalid={filters.rangeProblem ? true : undefined}
            aria-describedby={filters.rangeProblem ? 'audit-range-problem' : undefined}
            onChange={(event) => update({ to: event.target.value, page: '' })}
          />
        </div>
        {hasAuditFilters(filters) ? (
          <Button
            variant="ghost"
            onClick={() => {
              actor.setText('');
              update({ action: '', actor: '', targetType: '', from: '', to: '', page: '' });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </fieldset>
      {filters.rangeProblem ? (
        <p id="audit-range-problem" role="alert" className="mb-4 text-sm text-destructive">
          {filters.rangeProblem}. The dates are not applied.
        </p>
      ) : null}
      <DataTable
        error={log.error}
        onRetry={() => void log.refetch()}
        caption="Audit log"
        rows={log.data?.data}
        rowKey={(entry) => entry._id}
        isLoading={log.isPending}
        emptyText={messages.noRecord}
        stackOnMobile
        page={filters.page}
        totalPages={log.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
        columns={[
          {
            key: 'when',
            header: 'When',
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.createdAt}>{formatLagosDateTime(entry.createdAt)}</time>,
          },
          {
            key: 'who',
            header: 'Who',
            cell: (entry) => (
              <span className="grid min-w-0">
                <span className="font-medium">{entry.actor.name}</span>
                <span className="text-xs text-muted-foreground user-text">{entry.actor.email}</span>
              </span>
            ),
          },
          { key: 'action', header: 'Action', cell: (entry) => auditActionLabel(entry.action) },
          { key: 'target', header: 'Target', cell: (entry) => <AuditTarget entry={entry} /> },
          {
            key: 'reason',
            header: 'Reason',
            cell: (entry) => <span className="user-text">{orNA(entry.reason)}</span>,
          },
          {
            key: 'changes',
            header: 'Changes',
            cell: (entry) => <AuditChanges entry={entry} people={log.data?.people ?? {}} />,
          },
        ]}
      />
    </>
  );
}
