// What an agent's public pages (the directory at /agents, a profile at /agents/{slug}) ask the API for and how they
// label it, without zod: these pages have no form on arrival, so their first load carries no schema library
// (issue 19). The answers' schemas stay in agent-profile.ts, review.ts and chat.ts.
import type { ReplyTime } from './chat';

/** Listings per page of an agent's profile (GET /agent/slug/{slug}/properties as the profile asks for it). */
export const AGENT_LISTINGS_PAGE_SIZE = 10;

/** A page's parameters in their URL form, `page` then `limit`: the key of its answer when the page inlines it. */
export function pageParams(page: number, limit: number): URLSearchParams {
  return new URLSearchParams({ page: String(page), limit: String(limit) });
}

/** Agents per page of the directory (`/agents`). */
const AGENT_DIRECTORY_PAGE_SIZE = 12;

/** A page of the directory as its address says: `?page=` (from 1) and `?search=`. */
export function agentDirectoryQuery(params: URLSearchParams): { page: number; limit: number; search?: string } {
  const page = Number(params.get('page') ?? '1');
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: AGENT_DIRECTORY_PAGE_SIZE,
    ...(search ? { search } : {}),
  };
}

/** GET /agent/all's parameters in their URL form: the key of its answer when the page inlines it (page-data). */
export function agentListParams(query: { page: number; limit: number; search?: string | undefined }): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return params;
}

/** Reviews per page of an agent's profile (GET /review/agent/all/{agentId} as the profile asks for it). */
export const REVIEWS_PAGE_SIZE = 5;

/** "Typically replies within …", rounded up to a span a person reads at a glance. */
export function replyTimeLabel(reply: ReplyTime): string {
  const minutes = reply.medianMinutes;
  if (minutes <= 5) return 'Typically replies within minutes';
  if (minutes <= 60) return 'Typically replies within an hour';
  if (minutes <= 180) return 'Typically replies within a few hours';
  if (minutes <= 24 * 60) return 'Typically replies within a day';
  return 'Typically replies within a few days';
}
