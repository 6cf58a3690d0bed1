import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Container } from '../shared/container';
import { contentPages } from './content';
import { NotFoundPage } from './not-found-page';

export function ContentPage({ slug }: { slug: string }) {
  const page = contentPages[slug];
  if (!page) return <NotFoundPage />;
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
