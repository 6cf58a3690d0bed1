import { isApiError } from '@naija-homes/client/api-client';
import { propertyMessages } from '@naija-homes/contracts/property';
import { Button, buttonVariants } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { Link } from '@naija-homes/ui-kit/lib/router';

/** The editor's shape while the property loads. */
export function EditorSkeleton() {
  return (
    <div
      className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-5"
      role="status"
      aria-busy="true"
      aria-label="Loading property"
    >
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-4 rounded-card border border-border bg-surface p-5 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Why the property cannot be edited (missing, someone else's, or a failure to retry) and the way back. */
export function LoadError({ error, retry }: { error: Error | null; retry: () => void }) {
  const status = isApiError(error) ? error.status : 0;
  const [title, text] =
    status === 404
      ? [propertyMessages.notFound, 'This property does not exist or has been deleted.']
      : status === 403
        ? ['You cannot edit this property', 'It belongs to another agent. You can edit only your own listings.']
        : ['We could not load this property', error?.message ?? 'Please try again.'];
  return (
    <Card role="alert" className="mx-auto mt-6 grid max-w-xl gap-3 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {status === 404 || status === 403 ? null : (
          <Button type="button" variant="outline" onClick={retry}>
            Try again
          </Button>
        )}
        <Link to="/agent/my-properties" className={buttonVariants()}>
          Go to My Properties
        </Link>
      </div>
    </Card>
  );
}
