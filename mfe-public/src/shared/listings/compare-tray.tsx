import { COMPARE_MAX } from '@naija-homes/contracts/compare';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Link, useLocation } from '@naija-homes/ui-kit/lib/router';
import { Trash2Icon, XIcon } from 'lucide-react';
import { useCompare } from '../hooks/use-compare';

/**
 * The bar that follows the visitor along the public pages once something is being compared. Hidden on /compare
 * itself, which shows the same listings in full. A spacer keeps it from covering the end of the page.
 */
export function CompareTray() {
  const { items, remove, clear } = useCompare();
  const { pathname } = useLocation();
  if (!items.length || pathname.startsWith('/compare')) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <section
        aria-label="Compare tray"
        data-slot="compare-tray"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2 sm:gap-4 sm:px-4">
          <p className="hidden text-sm font-medium md:block">
            Compare <span className="text-muted-foreground">{`${items.length} of ${COMPARE_MAX}`}</span>
          </p>
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-1">
            {items.map((item) => (
              <li key={item._id} className="relative shrink-0">
                {item.photo ? (
                  <img
                    src={item.photo}
                    alt={item.title}
                    title={item.title}
                    width={64}
                    height={48}
                    loading="lazy"
                    className="h-10 w-12 rounded-md object-cover sm:h-12 sm:w-16"
                  />
                ) : (
                  <span
                    title={item.title}
                    className="flex h-10 w-12 items-center justify-center rounded-md bg-muted p-1 text-center text-[10px] leading-tight sm:h-12 sm:w-16"
                  >
                    <span className="line-clamp-2">{item.title}</span>
                  </span>
                )}
                <button
                  type="button"
                  onClick={() => remove(item._id)}
                  aria-label={`Remove ${item.title} from compare`}
                  className="absolute -top-1.5 -right-1.5 inline-flex size-5 items-center justify-center rounded-full bg-foreground text-white shadow focus-visible:outline-2 focus-visible:outline-primary"
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="icon" onClick={clear} aria-label="Clear compare" className="sm:hidden">
            <Trash2Icon aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" onClick={clear} className="hidden sm:inline-flex">
            Clear
          </Button>
          <Button asChild size="sm" className="h-10 px-4">
            <Link to="/compare">{`Compare (${items.length})`}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
