import { type AuditEntry, type AuditTargetType, auditTargetTypeLabels } from '@naija-homes/contracts/audit';
import { NewTabLink } from '@naija-homes/ui-kit/components/new-tab-link';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { auditTargetHref } from '../audit-filters';

/** The target of an entry: its kind, and its name as it was then, linked to where it can be opened now. */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const kind = auditTargetTypeLabels[entry.targetType as AuditTargetType] ?? entry.targetType;
  const name = entry.targetLabel ?? entry.targetId ?? kind;
  const link = auditTargetHref(entry);
  const className = 'text-primary underline underline-offset-2 user-text';
  return (
    <span className="grid min-w-0">
      <span className="text-xs text-muted-foreground">{kind}</span>
      {link === null ? (
        <span className="user-text">{name}</span>
      ) : link.newTab ? (
        <NewTabLink className={className} href={link.href} iconClassName="ml-1 inline size-3">
          {name}
        </NewTabLink>
      ) : (
        <Link className={className} to={link.href}>
          {name}
        </Link>
      )}
    </span>
  );
}
