import type { PublicProperty } from '@naija-homes/contracts/listing';
import { Button } from '@naija-homes/ui-kit/components/button';
import { ScrollRegion } from '@naija-homes/ui-kit/components/scroll-region';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { XIcon } from 'lucide-react';
import type { CompareItem } from '../../../shared/hooks/use-compare';
import { ListingPhoto } from '../../../shared/listings/listing-photo';
import { visibleRows } from '../compare-rows';

export type CompareColumn =
  | { item: CompareItem; state: 'loading' | 'gone' | 'error'; property: null }
  | { item: CompareItem; state: 'ready'; property: PublicProperty };

/**
 * The listings side by side. On a phone the table scrolls sideways under a sticky first column, so each row
 * keeps its name in view.
 */
export function CompareTable({
  columns,
  onRemove,
  onlyDifferences,
}: {
  columns: CompareColumn[];
  onRemove: (id: string) => void;
  onlyDifferences: boolean;
}) {
  const rows = visibleRows(columns.map((column) => column.property)).filter((row) => !onlyDifferences || row.differs);
  return (
    <ScrollRegion label="Comparison" className="rounded-card border border-border">
      <table className="w-full min-w-max border-collapse text-sm">
        <caption className="sr-only">Compared listings; rows whose values differ are highlighted.</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-10 w-28 bg-surface sm:w-44" />
            {columns.map((column) => (
              <th key={column.item._id} scope="col" className="w-44 p-3 text-left align-top font-normal sm:w-60">
                <ColumnHead column={column} onRemove={onRemove} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-differs={row.differs || undefined} className="border-t border-border">
              <th
                scope="row"
                className={cn(
                  'sticky left-0 z-10 bg-surface p-3 text-left align-top font-medium text-muted-foreground',
                  row.differs && 'bg-accent-soft text-foreground',
                )}
              >
                {row.label}
                {row.differs ? <span className="sr-only"> (differs)</span> : null}
              </th>
              {row.values.map((value, index) => (
                <td key={columns[index]?.item._id} className={cn('p-3 align-top', row.differs && 'bg-accent-soft/60')}>
                  {value ?? <span className="text-muted-foreground">—</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ColumnHead({ column, onRemove }: { column: CompareColumn; onRemove: (id: string) => void }) {
  const { item } = column;
  return (
    <div className="grid gap-2">
      <div className="relative overflow-hidden rounded-lg">
        <ListingPhoto src={item.photo} alt="" className={cn(column.state === 'gone' && 'opacity-40 grayscale')} />
        <Button
          variant="outline"
          size="icon"
          onClick={() => onRemove(item._id)}
          aria-label={`Remove ${item.title} from compare`}
          className="absolute top-2 right-2 size-8 rounded-full bg-surface/95"
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      {column.state === 'gone' ? (
        <>
          <p className="font-semibold text-muted-foreground">{item.title}</p>
          <p className="text-xs font-medium text-destructive">No longer available</p>
        </>
      ) : (
        <Link to={`/properties/${item.slug}`} className="line-clamp-2 font-semibold hover:text-primary hover:underline">
          {item.title}
        </Link>
      )}
      {column.state === 'loading' ? <Skeleton className="h-4 w-2/3" /> : null}
      {column.state === 'error' ? (
        <p className="text-xs text-destructive">Could not load this listing. Please try again later.</p>
      ) : null}
    </div>
  );
}
