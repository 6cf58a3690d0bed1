// One call to a live nearby-places source (Mapbox, Overpass) with a time limit that covers the body too: every
// failure becomes NearbyUnavailableError, with the secret (an access token) never in its message.
import { NearbyUnavailableError } from './types';

export interface JsonCall {
  /** Names the source in error messages: 'Mapbox', 'Overpass'. */
  service: string;
  url: URL | string;
  init: RequestInit;
  timeoutMs: number;
  fetch: typeof fetch;
  /** Messages for statuses that need more than "answered 503" (a rejected token names its variable). */
  statusMessage?: (status: number) => string | undefined;
  /** Removes secrets from a message. */
  redact?: (text: string) => string;
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The answer's JSON body; throws NearbyUnavailableError for anything but a 2xx answer with a JSON body. */
export async function fetchJson(call: JsonCall): Promise<unknown> {
  const redact = call.redact ?? ((text: string) => text);
  const timedOut = () => new NearbyUnavailableError(`${call.service} did not answer within ${call.timeoutMs / 1000} s`);
  let response: Response;
  try {
    response = await call.fetch(call.url, { ...call.init, signal: AbortSignal.timeout(call.timeoutMs) });
  } catch (error) {
    if (isAbort(error)) throw timedOut();
    const reason = error instanceof Error ? error.message : String(error);
    throw new NearbyUnavailableError(redact(`${call.service} could not be reached: ${reason}`));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new NearbyUnavailableError(
      call.statusMessage?.(response.status) ?? `${call.service} answered ${response.status}`,
    );
  }
  try {
    return await response.json();
  } catch (error) {
    if (isAbort(error)) throw timedOut();
    throw new NearbyUnavailableError(`${call.service} answered with a body that is not JSON`);
  }
}
