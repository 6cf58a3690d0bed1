// `/agents` and `/agents/{slug}`: the directory and an agent's public profile, with the answers each shows first.
import { AGENT_LISTINGS_PAGE_SIZE, agentDirectoryQuery, REVIEWS_PAGE_SIZE } from '@naija-homes/contracts/agent-pages';
import { type AgentPublicProfile, agentSlugParamSchema } from '@naija-homes/contracts/agent-profile';
import { messages } from '@naija-homes/contracts/messages';
import { agentListQuerySchema, listPublicAgents, publicAgentBySlug } from '../../agents/agents-public.service';
import { listAgentReviews } from '../../reviews/reviews.service';
import { agentListingsPage } from '../../search/agent-listings';
import { plural } from '../listing-words';
import { absoluteUrl, type JsonLd, type PageHead, SITE_NAME } from '../page-head';
import { page, pageBySlug, pageDataPaths, type SitePage } from '../shell-page';

/** `/agents`: the directory. */
export function agentsHead(baseUrl: string): PageHead {
  return {
    title: `Find an estate agent in Nigeria | ${SITE_NAME}`,
    socialTitle: 'Find an estate agent in Nigeria',
    description: `Verified estate agents across Nigeria on ${SITE_NAME}: their listings, ratings and reviews, and a message away.`,
    canonical: `${baseUrl}/agents`,
  };
}

/** `/agents/{slug}`: the agent's public profile, and the agency for search engines. */
export function agentHead(baseUrl: string, agent: AgentPublicProfile): PageHead {
  const canonical = `${baseUrl}/agents/${encodeURIComponent(agent.slug)}`;
  const listings = agent.propertyStats.propertiesCount;
  const rating =
    agent.reviewCount > 0
      ? ` Rated ${agent.averageRating.toFixed(1)} from ${plural(agent.reviewCount, 'review')}.`
      : '';
  const where = agent.officeName ?? agent.address;
  const description = `${agent.fullName}, ${agent.agencyName ?? 'estate agent'}${where ? ` in ${where}` : ''}: ${plural(listings, 'live listing')} on ${SITE_NAME}.${rating}`;
  const photo = agent.photo ? absoluteUrl(baseUrl, agent.photo) : null;
  const links = [agent.website, agent.linkedIn, agent.facebook].filter((link): link is string => Boolean(link));
  const jsonLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: agent.fullName,
    ...(agent.agencyName ? { parentOrganization: { '@type': 'Organization', name: agent.agencyName } } : {}),
    url: canonical,
    ...(photo ? { image: photo } : {}),
    ...(agent.bio ? { description: agent.bio } : {}),
    // The profile shows the phone to everyone; a missing one is left out rather than made up.
    ...(agent.phoneNumber ? { telephone: agent.phoneNumber } : {}),
    ...(agent.address
      ? { address: { '@type': 'PostalAddress', streetAddress: agent.address, addressCountry: 'NG' } }
      : {}),
    ...(agent.latitude !== null && agent.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: agent.latitude, longitude: agent.longitude } }
      : {}),
    areaServed: { '@type': 'Country', name: 'Nigeria' },
    ...(links.length ? { sameAs: links } : {}),
    ...(agent.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: agent.averageRating,
            reviewCount: agent.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    title: `${agent.fullName}${agent.agencyName ? `, ${agent.agencyName}` : ''} | ${SITE_NAME}`,
    socialTitle: `${agent.fullName}${agent.agencyName ? `, ${agent.agencyName}` : ''}`,
    description,
    canonical,
    ogType: 'profile',
    ...(photo ? { image: { url: photo, alt: agent.fullName } } : {}),
    jsonLd: [jsonLd],
  };
}

export const agentsPage: SitePage = async ({ services, url, path }) => {
  if (path !== '/agents') return null;
  const head = agentsHead(services.config.baseUrl);
  const query = agentDirectoryQuery(url.searchParams);
  const parsed = agentListQuerySchema.safeParse(query);
  if (!parsed.success) return page(head);
  return page(head, {
    data: { path, answers: { [pageDataPaths.agents(query)]: await listPublicAgents(services.db, parsed.data) } },
  });
};

export const agentPage: SitePage = async (context) => {
  const { services, path, parts } = context;
  if (parts.length !== 2 || parts[0] !== 'agents') return null;
  return pageBySlug(context, parts[1] ?? '', agentSlugParamSchema, messages.notFound, async (slug) => {
    const agent = await publicAgentBySlug(services.database, slug);
    // The first page of their listings and of their reviews too: the profile shows both on arrival. By the id just
    // read: the agent's row is not read again (GET …/properties reads it to turn the slug into that id).
    const [listings, reviews] = await Promise.all([
      agentListingsPage(services.database, agent._id, 1, AGENT_LISTINGS_PAGE_SIZE),
      listAgentReviews(services.db, agent._id, 1, REVIEWS_PAGE_SIZE),
    ]);
    return page(agentHead(services.config.baseUrl, agent), {
      data: {
        path,
        answers: {
          [pageDataPaths.agent(slug)]: { data: agent },
          [pageDataPaths.agentListings(slug)]: listings,
          [pageDataPaths.agentReviews(agent._id)]: reviews,
        },
      },
    });
  });
};
