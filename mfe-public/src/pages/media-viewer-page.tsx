import { useParams, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { MediaViewer } from '../features/property-detail/components/media-viewer';

/** /properties/{slug}/detail?type=photos|panorama|video|floorPlan: one kind of media, full page. */
export function MediaViewerPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  return <MediaViewer slug={slug} requestedType={params.get('type')} />;
}
