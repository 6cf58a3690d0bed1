// A search as a visitor sees it: the page of cards, each counted as an impression of its listing (one upsert for
// the page, written after the answer; bots are not counted). Shared by GET /property/all and the search page's HTML, which carries the same
// answer inlined (seo/page-data.ts), so a search is counted once whichever of the two answered it.
import type { PropertySearchResult } from '@naija-homes/contracts/listing';
import type { PropertySearchQuery } from '@naija-homes/contracts/search';
import type { AppServices } from '../../app-env';
import { errorFields } from '../../lib/logger';
import { recordImpressions } from '../insights/listing-beacons';
import { searchProperties } from './search.service';

export async function countedSearch(
  { database, logger, lifecycle }: Pick<AppServices, 'database' | 'logger' | 'lifecycle'>,
  query: PropertySearchQuery,
  userAgent: string | undefined,
): Promise<PropertySearchResult> {
  const page = await searchProperties(database, query);
  // The searcher does not wait for the count: it is written after the answer, as work in flight that a stopping
  // process finishes first (the lifecycle). A failure to count is logged, never the searcher's problem.
  void lifecycle.track(() =>
    recordImpressions(
      database,
      page.data.map((card) => card._id),
      userAgent,
    ).catch((error: unknown) => logger.warn('search impressions not counted', errorFields(error))),
  );
  return page;
}
