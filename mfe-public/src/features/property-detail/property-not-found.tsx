import { propertyMessages } from '@naija-homes/contracts/property';
import { Button } from '@naija-homes/ui-kit/components/button';
import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../shared/container';
import { useDocumentTitle } from './use-document-title';

/** An unknown slug, or a listing that was taken down or is not live yet (the API answers both with 404). */
export function PropertyNotFound() {
  useDocumentTitle(propertyMessages.notFound);
  return (
    <Container className="grid justify-items-center gap-4 py-20 text-center">
      <SearchXIcon aria-hidden="true" className="size-14 text-primary" strokeWidth={1.5} />
      <h1 className="text-2xl font-bold">{propertyMessages.notFound}</h1>
      <p className="max-w-md text-muted-foreground">
        This listing may have been let, sold or taken down by its agent, or the link is mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/properties">Browse properties</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </Container>
  );
}
