import { type ReportReason, type ReportStatus, reportReasons, reportStatuses } from '@naija-homes/contracts/moderation';

export interface ReportFilterParams {
  status: ReportStatus;
  reason: ReportReason | '';
  page: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The queue's filters as the URL gives them (?status=actioned&reason=scam&page=2), so a notification or a colleague
 * can link a view. Unknown values fall back to the open queue, all reasons, page 1, never sent to the API.
 */
export function reportFiltersFrom(params: URLSearchParams): ReportFilterParams {
  return {
    status: oneOf(reportStatuses, params.get('status')) ?? 'open',
    reason: oneOf(reportReasons, params.get('reason')) ?? '',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
  };
}

/** The URL's changes for some filter changes: the open queue is the default, so it leaves the URL. */
export function reportFilterChanges(changes: Record<string, string>): Record<string, string | null> {
  return changes.status === 'open' ? { ...changes, status: null } : changes;
}
