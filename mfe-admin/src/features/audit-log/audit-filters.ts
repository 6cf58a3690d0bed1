import { type AuditTargetType, auditLogQuerySchema, auditTargetTypes } from '@naija-homes/contracts/audit';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { choiceParam, pageParam } from '@naija-homes/ui-kit/lib/search-params';

export interface AuditFilterParams {
  action: string;
  actor: string;
  targetType: AuditTargetType | '';
  from: string;
  to: string;
  page: number;
  /** Why the URL's from/to cannot be asked for (the contract's words), or null; the query then leaves them out. */
  rangeProblem: string | null;
}

const ACTION = /^[a-z][a-z-]*(\.[a-z][a-z-]*)?$/;

/**
 * The audit log's filters as the URL gives them (so a view such as ?action=user.block can be shared). Values the
 * API would refuse are not sent; a from/to it would refuse (not dates, backwards) is named in `rangeProblem`, so
 * the page says why the range is not applied rather than quietly changing it.
 */
export function auditFiltersFrom(params: URLSearchParams): AuditFilterParams {
  const action = params.get('action') ?? '';
  const rawFrom = params.get('from') ?? '';
  const rawTo = params.get('to') ?? '';
  let rangeProblem: string | null = null;
  if (rawFrom || rawTo) {
    const checked = auditLogQuerySchema.safeParse({
      ...(rawFrom ? { from: rawFrom } : {}),
      ...(rawTo ? { to: rawTo } : {}),
    });
    if (!checked.success) rangeProblem = firstIssueMessage(checked.error);
  }
  return {
    action: ACTION.test(action) ? action : '',
    actor: (params.get('actor') ?? '').trim().slice(0, 100),
    targetType: choiceParam(params, 'targetType', auditTargetTypes) ?? '',
    from: rawFrom,
    to: rawTo,
    page: pageParam(params),
    rangeProblem,
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
