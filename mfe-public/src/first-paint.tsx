// Server only: imported by the API (api/src/web/first-paint.ts), never by the remote's build. The public pages
// whose data the server inlines, rendered as HTML for the page's first paint, from this remote's own routes.
import { agentDirectoryQuery } from '@naija-homes/contracts/agent-pages';
import type { AgentListingsPage, AgentPublicProfile, AgentsPage } from '@naija-homes/contracts/agent-profile';
import type { PropertyCard, PropertySearchResult, PublicProperty } from '@naija-homes/contracts/listing';
import type { AgentReviewsPage } from '@naija-homes/contracts/review';
import type { RenderRouteFirstPaint } from '@naija-homes/contracts/web-apps';
import { ServerViewportWidth } from '@naija-homes/ui-kit/hooks/use-media-query';
import { renderToHtml } from '@naija-homes/ui-kit/lib/render-to-html';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useRoutes } from 'react-router';
import { agentReviewsQueryOptions } from './features/agent-reviews/api/get-agent-reviews';
import { agentListingsQueryOptions } from './features/agents/api/get-agent-listings';
import { agentProfileQueryOptions } from './features/agents/api/get-agent-profile';
import { agentsQueryOptions } from './features/agents/api/get-agents';
import { featuredQueryOptions } from './features/featured/api/get-featured';
import { propertyQueryOptions } from './features/property-detail/api/get-property';
import { routes } from './routes';
import { propertyKeys } from './shared/api/keys';
import { withPoint } from './shared/api/point';

const FEATURED_PATH = '/api/v1/property/featured';
const PROPERTY_PREFIX = '/api/v1/property/slug/';
const AGENT_PREFIX = '/api/v1/agent/slug/';
const AGENTS_PATH = '/api/v1/agent/all';
const SEARCH_PATH = '/api/v1/property/all';
const AGENT_LISTINGS = /^\/api\/v1\/agent\/slug\/([^/?]+)\/properties\?/;
const AGENT_REVIEWS = /^\/api\/v1\/review\/agent\/all\/([^/?]+)\?/;

/**
 * Puts the inlined answers where this remote's queries read them, as the front end does with the page's data.
 * False when none is an answer a page here shows: that page would paint only its loading state.
 */
function seed(queryClient: QueryClient, answers: Record<string, unknown>): boolean {
  let seeded = false;
  for (const [path, answer] of Object.entries(answers)) {
    if (path === FEATURED_PATH) {
      queryClient.setQueryData(featuredQueryOptions().queryKey, (answer as { data: PropertyCard[] }).data);
      seeded = true;
    } else if (path.startsWith(`${AGENTS_PATH}?`)) {
      const query = agentDirectoryQuery(new URLSearchParams(path.slice(AGENTS_PATH.length + 1)));
      queryClient.setQueryData(agentsQueryOptions(query).queryKey, answer as AgentsPage);
      seeded = true;
    } else if (path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}?`)) {
      // The key is the search's canonical parameters, which the server wrote the path with (searchToParams).
      const result = answer as PropertySearchResult;
      queryClient.setQueryData(propertyKeys.search(new URLSearchParams(path.slice(SEARCH_PATH.length + 1))), {
        ...result,
        data: result.data.map(withPoint),
      });
      seeded = true;
    } else if (AGENT_LISTINGS.test(path)) {
      // The profile's first page of listings and of reviews (the only ones the server inlines).
      const slug = decodeURIComponent(AGENT_LISTINGS.exec(path)?.[1] ?? '');
      queryClient.setQueryData(agentListingsQueryOptions(slug, 1).queryKey, answer as AgentListingsPage);
    } else if (AGENT_REVIEWS.test(path)) {
      const agentId = decodeURIComponent(AGENT_REVIEWS.exec(path)?.[1] ?? '');
      queryClient.setQueryData(agentReviewsQueryOptions(agentId, 1).queryKey, answer as AgentReviewsPage);
    } else if (path.startsWith(AGENT_PREFIX)) {
      const slug = decodeURIComponent(path.slice(AGENT_PREFIX.length));
      queryClient.setQueryData(agentProfileQueryOptions(slug).queryKey, (answer as { data: AgentPublicProfile }).data);
      seeded = true;
    } else if (path.startsWith(PROPERTY_PREFIX)) {
      const slug = decodeURIComponent(path.slice(PROPERTY_PREFIX.length));
      queryClient.setQueryData(
        propertyQueryOptions(slug).queryKey,
        withPoint((answer as { data: PublicProperty }).data),
      );
      seeded = true;
    }
  }
  return seeded;
}

function PublicRoutes() {
  return useRoutes(routes);
}

export const renderFirstPaint: RenderRouteFirstPaint = async ({ url, answers, viewportWidth }, signal) => {
  // One client per request. Nothing fetches while rendering on the server: a query without its answer stays loading.
  const queryClient = new QueryClient();
  if (!seed(queryClient, answers)) return null;
  return renderToHtml(
    <ServerViewportWidth.Provider value={viewportWidth}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <PublicRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </ServerViewportWidth.Provider>,
    signal,
  );
};
