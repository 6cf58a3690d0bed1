import { ContentArticle } from '../features/content/components/content-article';

/** /about-us, /careers, /help-center, /terms-conditions, /privacy-policy */
export function ContentPage({ slug }: { slug: string }) {
  return <ContentArticle slug={slug} />;
}
