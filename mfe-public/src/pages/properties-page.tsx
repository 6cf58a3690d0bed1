import { messages } from '@naija-homes/contracts/messages';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { useSearchParams } from 'react-router';
import { Container } from '../shared/container';
import { useOptionalList } from '../shared/use-optional-list';

const titles: Record<string, string> = {
  sale: 'Properties for sale',
  rent: 'Properties for rent',
  'short-let': 'Short-let apartments',
};

interface PropertyCard {
  _id: string;
  title: string;
}

export function PropertiesPage() {
  const [params] = useSearchParams();
  const propertyFor = params.get('propertyFor') ?? '';
  const search = params.get('search') ?? '';
  const list = useOptionalList<PropertyCard>('/property/all', {
    propertyFor: propertyFor || undefined,
    search: search || undefined,
  });
  return (
    <Container>
      <PageHeader
        title={titles[propertyFor] ?? 'All properties'}
        description={search ? `Results for “${search}”` : 'Homes and offices across Nigeria from verified agents.'}
      />
      {list.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-64" />
          ))}
        </div>
      ) : list.data?.data.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.data.map((property) => (
            <li key={property._id} className="rounded-card border border-border p-4">
              {property.title}
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState text={messages.noProperty}>
          <p className="max-w-md text-sm">Try another area or check back soon: agents add new listings every day.</p>
        </EmptyState>
      )}
    </Container>
  );
}
