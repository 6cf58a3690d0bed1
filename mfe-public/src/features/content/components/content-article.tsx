import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { useDocumentTitle } from '@naija-homes/ui-kit/hooks/use-document-title';
import { Container } from '../../../shared/container';
import { NotFound } from '../../../shared/not-found';
import { contentPages } from '../content-pages';

/** One of the public content pages (about us, careers, help, terms, privacy), by its slug. */
export function ContentArticle({ slug }: { slug: string }) {
  const page = contentPages[slug];
  useDocumentTitle(page?.title ?? null);
  if (!page) return <NotFound />;
  return (
    <Container className="max-w-3xl">
      <PageHeader title={page.title} description={page.intro} />
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-2 leading-relaxed text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </Container>
  );
}
