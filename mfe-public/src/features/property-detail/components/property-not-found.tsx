import { propertyMessages } from '@naija-homes/contracts/property-messages';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { SearchXIcon } from 'lucide-react';
import { MissingPage } from '../../../shared/missing-page';

/** An unknown slug, or a listing that was taken down or is not live yet (the API answers both with 404). */
export function PropertyNotFound() {
  useDocumentTitle(propertyMessages.notFound);
  return (
    <MissingPage
      mark={<SearchXIcon aria-hidden="true" className="size-14 text-primary" strokeWidth={1.5} />}
      title={propertyMessages.notFound}
      text="This listing may have been let, sold or taken down by its agent, or the link is mistyped."
    />
  );
}
