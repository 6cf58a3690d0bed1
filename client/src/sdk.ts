// The Naija Homes SDK (issue 35): what a third party installs (`npm install @naija-homes/sdk`, built by
// scripts/build-sdk.ts from this file). The same typed client the web app uses, with a credential and retries, and
// the API's shared schemas under their own names. Quick start: client/SDK.md.
import { type ApiClient, type ApiClientOptions, createApiClient } from './api-client';
import type { components } from './schema.gen';

export { type ApiAnswer, type ApiClient, ApiError, isApiError, ok, retryAfterSeconds } from './api-client';
export type { components, operations, paths } from './schema.gen';
export { multipartBody, type UploadPath } from './upload';

export interface NaijaHomesClientOptions extends Omit<ApiClientOptions, 'baseUrl'> {
  /** Where the API is, e.g. `https://naijahomes.ng` (paths start with /api/v1). */
  baseUrl: string;
}

/**
 * A client of the API at `baseUrl`: with an API key or an app's session token, and by default two retries of a 429
 * or 503 after its `Retry-After` (POSTs carry an Idempotency-Key, so a retried write is never done twice).
 */
export function createNaijaHomesClient({ baseUrl, ...options }: NaijaHomesClientOptions): ApiClient {
  return createApiClient({
    // A third party's page never sends our site's cookies: public reads answer any origin only without them.
    credentials: 'omit',
    retries: 2,
    maxRetryDelaySeconds: 30,
    ...options,
    baseUrl: baseUrl.replace(/\/+$/, ''),
  });
}

type Schemas = components['schemas'];
/** A listing as its public page shows it. */
export type Property = Schemas['Property'];
/** A listing as a result card shows it (search, featured, similar, favourites). */
export type PropertySummary = Schemas['PropertySummary'];
/** A listing as its agent manages it (My Properties). */
export type MyProperty = Schemas['MyProperty'];
export type MapListing = Schemas['MapListing'];
export type Agent = Schemas['Agent'];
export type AgentSummary = Schemas['AgentSummary'];
export type Offer = Schemas['Offer'];
export type Booking = Schemas['Booking'];
export type Lead = Schemas['Lead'];
export type Message = Schemas['Message'];
export type ChatRoom = Schemas['ChatRoom'];
export type Review = Schemas['Review'];
export type Inspection = Schemas['Inspection'];
export type InspectionSlot = Schemas['InspectionSlot'];
export type Notification = Schemas['Notification'];
export type Plan = Schemas['Plan'];
export type Invoice = Schemas['Invoice'];
export type SavedSearch = Schemas['SavedSearch'];
export type User = Schemas['User'];
export type ApiKey = Schemas['ApiKey'];
/** Every error answer: a stable `code` to branch on and a `message` for people. */
export type ErrorBody = Schemas['Error'];
