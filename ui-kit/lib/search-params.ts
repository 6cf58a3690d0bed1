// Lists keep their page and filters in the URL (shareable, kept on reload): one way to change some of them.

/** A copy of `params` with each key set to its value, or removed when the value is null or empty. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The page number a URL asks for, 1 when it asks for none or nonsense. */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page')) || 1);
}

/** The value of `key` when it is one of `allowed`, else null. */
export function choiceParam<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T | null {
  const value = params.get(key);
  return allowed.some((choice) => choice === value) ? (value as T) : null;
}
