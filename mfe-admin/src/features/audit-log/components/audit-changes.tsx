import { type AuditEntry, auditChanges } from '@naija-homes/contracts/audit';

/** What an entry changed: one line per field, its value before → after (struck through before). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return <span className="text-muted-foreground">N/A</span>;
  return (
    <ul className="grid gap-1 text-xs">
      {changes.map((change) => (
        <li key={change.field} className="[overflow-wrap:anywhere]">
          <span className="font-medium">{change.label}:</span> <span className="sr-only">from</span>
          <del className="text-muted-foreground">{change.before}</del> <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> <ins className="no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}
