// The API answers the server wrote into the page for its first route (api/src/modules/seo/page-data.ts): a query
// of that route uses its answer as initial data, so the first paint needs no round trip. Each answer is handed
// out once and only on the page it was written for; every later visit fetches fresh as usual.
import { inlinedAnswerPath, PAGE_DATA_ELEMENT_ID, type PageData } from '@naija-homes/contracts/page-data';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import type { ApiAnswer, paths } from '../api-client';

type GetPath = PathsWithMethod<paths, 'get'>;

let pageData: PageData | null | undefined;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function isPageData(value: unknown): value is PageData {
  if (typeof value !== 'object' || value === null) return false;
  const { path, answers } = value as Partial<PageData>;
  return typeof path === 'string' && typeof answers === 'object' && answers !== null;
}

/** The page's data, read from the document the first time it is asked for (then the element is not needed). */
function read(): PageData | null {
  if (pageData !== undefined) return pageData;
  pageData = null;
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isPageData(parsed)) pageData = parsed;
  } catch {
    // Malformed: the queries fetch as if nothing had been inlined.
  }
  return pageData;
}

/**
 * The inlined answer of `GET path` (its `{name}` parameters filled in and its `query` written as the request
 * would), once: a second call, a call from another page than the one the server rendered, or a path it did not
 * inline gets undefined. Meant for a query's `initialData`.
 */
export function takeInlinedAnswer<Path extends GetPath>(
  path: Path,
  params: Record<string, string> = {},
  query?: URLSearchParams,
): ApiAnswer<paths[Path]['get']> | undefined {
  const data = read();
  if (!data || typeof window === 'undefined') return undefined;
  if (safeDecode(window.location.pathname) !== safeDecode(data.path)) {
    // The visitor has moved on before the route asked: what was inlined is for a page no longer shown.
    pageData = null;
    return undefined;
  }
  const url = inlinedAnswerPath(
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '')),
    query,
  );
  if (!Object.hasOwn(data.answers, url)) return undefined;
  const answer = data.answers[url];
  delete data.answers[url];
  // Written by the server from the same service the API route calls: the route's documented answer.
  return answer as ApiAnswer<paths[Path]['get']>;
}

/**
 * True, once, when the server saw no session cookie on the request for this page: the visitor is signed out, and
 * the session need not be asked for (its 401 is logged by browsers as an error).
 */
export function takeSignedOutHint(): boolean {
  const data = read();
  if (!data?.signedOut || typeof window === 'undefined') return false;
  data.signedOut = false;
  return safeDecode(window.location.pathname) === safeDecode(data.path);
}
