import { type AuditTargetType, auditTargetTypes } from '@naija-homes/contracts/audit';
import { choiceParam, pageParam } from '@naija-homes/ui-kit/lib/search-params';

export interface AuditFilterParams {
  action: string;
  actor: string;
  targetType: AuditTargetType | '';
  from: string;
  to: string;
  page: number;
}

const ACTION = /^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The audit log's filters as the URL gives them (so a view such as ?action=user.block can be shared). Values the
 * API would refuse are ignored rather than sent; a range given backwards is put the right way round.
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilterParams {
  const action = params.get('action') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
  };
  let from = day('from');
  let to = day('to');
  if (from && to && from > to) [from, to] = [to, from];
  return {
    action: ACTION.test(action) ? action : '',
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    targetType: choiceParam(params, 'targetType', auditTargetTypes) ?? '',
    from,
    to,
    page: pageParam(params),
  };
}

/** Whether any filter is set (the Clear button shows then). */
export function hasAuditFilters(filters: AuditFilterParams): boolean {
  return Boolean(filters.action || filters.actor || filters.targetType || filters.from || filters.to);
}

/** Where the target of an entry can be opened, if anywhere: in the admin area, or a listing's public page. */
export function auditTargetHref(entry: {
  targetType: string;
  targetSlug: string | null;
  targetEmail: string | null;
}): { href: string; newTab: boolean } | null {
  switch (entry.targetType) {
    case 'listing':
      return entry.targetSlug ? { href: `/properties/${encodeURIComponent(entry.targetSlug)}`, newTab: true } : null;
    case 'user':
    case 'agent':
      return entry.targetEmail
        ? { href: `/admin/users?search=${encodeURIComponent(entry.targetEmail)}`, newTab: false }
        : null;
    case 'contact-message':
      return { href: '/admin/contact-us', newTab: false };
    case 'report':
      return { href: '/admin/reports', newTab: false };
    case 'article':
      return { href: '/admin/news', newTab: false };
    case 'settings':
    case 'plan':
      return { href: '/admin/settings', newTab: false };
    default:
      return null;
  }
}
