import { type AuditEntry, auditChanges } from '@naija-homes/contracts/audit';

/** What an entry changed: one line per field, its value before → after (struck through before), as people read it. */
export function AuditChanges({
  entry,
  people,
}: {
  entry: Pick<AuditEntry, 'before' | 'after'>;
  /** Names of the people the values name by id (the page's `people`). */
  people: Record<string, string>;
}) {
  const changes = auditChanges(entry.before, entry.after, people);
  if (changes.length === 0) return <span className="text-muted-foreground">N/A</span>;
  return (
    <ul className="grid gap-1 text-xs">
      {changes.map((change) => (
        <li key={change.field} className="user-text">
          <span className="font-medium">{change.label}:</span> <span className="sr-only">from</span>
          <del className="text-muted-foreground">{change.before}</del> <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> <ins className="no-underline">{change.after}</ins>
        </li>
      ))}
    </ul>
  );
}
