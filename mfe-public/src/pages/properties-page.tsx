import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { PropertySearch } from '../features/search/components/property-search';

const searchTitles: Record<string, string> = {
  sale: 'Homes and offices for sale',
  rent: 'Homes and offices for rent',
  'short-let': 'Short-lets',
};

/** /properties: search, filters and results; the search itself is in the address. */
export function PropertiesPage() {
  const [params] = useSearchParams();
  useDocumentTitle(searchTitles[params.get('propertyFor') ?? ''] ?? 'Properties');
  return <PropertySearch />;
}
