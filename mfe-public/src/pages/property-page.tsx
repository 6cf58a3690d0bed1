import { useParams } from 'react-router';
import { PropertyDetail } from '../features/property-detail/components/property-detail';

/** /properties/{slug}: the public page of one listing. */
export function PropertyPage() {
  const { slug = '' } = useParams();
  return <PropertyDetail slug={slug} />;
}
