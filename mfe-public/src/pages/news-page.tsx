import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { NewsList } from '../features/news/components/news-list';
import { Container } from '../shared/container';

/** /property-news */
export function NewsPage() {
  useDocumentTitle('Property news');
  return (
    <Container>
      <PageHeader title="Property news" description="Market notes for buyers, tenants and agents across Nigeria." />
      <NewsList />
    </Container>
  );
}
