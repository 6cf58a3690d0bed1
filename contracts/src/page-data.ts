// The first route's data, written by the server into the page's HTML (api/src/modules/seo/page-data.ts) and read
// once by the front end (client/src/queries/inlined-data.ts), so the first paint needs no API round trip.

/** The id of the `<script type="application/json">` element that carries the page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** That element's JSON. */
export interface PageData {
  /** The path the page was rendered for: data for another page is never used. */
  path: string;
  /** API answers by request path (`/api/v1/property/featured`), exactly as the API would have sent them. */
  answers: Record<string, unknown>;
  /**
   * True when the request carried no session cookie: the visitor is signed out for sure, so the front end need not
   * ask (GET /user/me would only answer 401, which browsers log as an error).
   */
  signedOut?: boolean;
}

/** The key of an answer in `answers`: the request's path, with its query string when it has one. */
export function inlinedAnswerPath(path: string, query?: URLSearchParams): string {
  const search = query?.toString() ?? '';
  return search ? `${path}?${search}` : path;
}
