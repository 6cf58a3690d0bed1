import { useParams } from '@naija-homes/ui-kit/lib/router';
import { NewsArticleView } from '../features/news/components/news-article-view';

/** /property-news/:slug */
export function NewsArticlePage() {
  const { slug = '' } = useParams();
  return <NewsArticleView key={slug} slug={slug} />;
}
