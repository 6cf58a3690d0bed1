// Shared setup for mfe-public's component tests. Import it with `await import(...)` after `withDom()` (it loads
// Testing Library and React, which look for `document` when they load).
import { type SessionUser, sessionKeys } from '@naija-homes/client/queries/session';
import { type PropertyCard, type PublicProperty, publicPropertySchema } from '@naija-homes/contracts/listing';
import { useLocation } from '@naija-homes/ui-kit/lib/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
// ui-kit/lib/router.ts re-exports no memory router (the apps only need BrowserRouter); react-router's own is the
// same module, so the components' `Link` and `useSearchParams` see it.
import { MemoryRouter } from 'react-router';

/**
 * A query client that never retries and keeps what a test stored, fresh, for as long as the test runs: a query
 * given its data with `setQueryData` is not fetched again on mount (nothing but the test's fake API answers).
 */
export function testQueryClient(): QueryClient {
  const forever = Number.POSITIVE_INFINITY;
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: forever, staleTime: forever }, mutations: { retry: false } },
  });
}

/** Who is looking: `null` a visitor, or a signed-in user of this role (stored where `useSession` reads it). */
export function signInAs(client: QueryClient, role: SessionUser['role'] | null): void {
  client.setQueryData(sessionKeys.all, role === null ? null : sessionUser({ role }));
}

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'user-1',
    slug: 'ada-okafor',
    photo: null,
    coverPhoto: null,
    phoneNumber: '+2348031234567',
    fullName: 'Ada Okafor',
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'ada@example.com',
    username: null,
    agreeToTerms: true,
    role: 'BUYER',
    provider: 'email',
    platform: 'web',
    isEmailVerified: true,
    isPhoneVerified: false,
    isBlocked: false,
    bio: null,
    isOnline: false,
    lastSeen: null,
    chatsUnreadCount: 0,
    notificationsUnreadCount: 0,
    isProfileComplete: true,
    agent: null,
    createdAt: '2026-01-15T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * Renders `ui` under a query client and a memory router opened at `url`. `where()` is the router's current path
 * and query, to assert where a link or a filter change took the person.
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', client = testQueryClient() }: { url?: string; client?: QueryClient } = {},
) {
  const location = { current: url };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = `${pathname}${search}`;
    return null;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { view, client, where: () => location.current };
}

/** A request's body read from its stream (its own `text()` needs the DOM it was made in, maybe gone). */
async function bodyText(body: ReadableStream<Uint8Array> | null): Promise<string> {
  if (!body) return '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}

/**
 * Waits until `check` stops throwing, letting React render what arrived meanwhile (an answer of the fake API, an
 * image loaded). Each wait is inside `act`, so React applies the updates itself.
 */
export async function eventually(check: () => void, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

/** A request the component sent, as the fake API received it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Answer = { status?: number; body: unknown };
type Handler = (request: SentRequest) => Answer;

/**
 * Replaces `globalThis.fetch` with an API that answers `"METHOD /path"` as the given handlers do (status and JSON
 * body as the contracts shape them), 404 for anything else. Call `restore()` after the test.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const original = globalThis.fetch;
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // Not `instanceof Request`: a module that made its Request while an earlier test file's DOM was in place
    // holds that DOM's class.
    const request = typeof input === 'object' && 'method' in input ? input : new Request(input, init);
    const url = new URL(request.url, 'http://localhost/');
    const text = await bodyText(request.body);
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    sent.push(entry);
    const handler = handlers[`${entry.method} ${entry.path}`];
    const { status = 200, body } = handler ? handler(entry) : { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  globalThis.fetch = answer as unknown as typeof globalThis.fetch;
  return {
    sent,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** A residential flat for rent with only what the API always sends; tests add the fields they are about. */
export function publicProperty(overrides: Partial<PublicProperty> = {}): PublicProperty {
  const base: PublicProperty = {
    _id: 'property-1',
    slug: 'flat-in-yaba',
    title: 'Flat in Yaba',
    propertyCategory: 'residential',
    propertyType: 'mini-flat',
    propertyFor: 'rent',
    price: 1_500_000,
    rentPaymentFrequency: 'annually',
    leaseTerm: null,
    deposit: null,
    maintenanceFees: null,
    agencyFee: null,
    legalFee: null,
    moveInCost: null,
    ownershipDetails: null,
    mortgageInfo: null,
    minimumStay: null,
    maximumStay: null,
    yearBuild: null,
    area: 650,
    totalArea: null,
    totalFloors: null,
    bedrooms: 1,
    bathrooms: 1,
    restrooms: null,
    restroomsAccessibility: null,
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Yaba',
    address: '3 Herbert Macaulay Way',
    location: { type: 'Point', coordinates: [3.38, 6.51] },
    photos: [],
    floorPlan: null,
    panorama: null,
    panoramaFile: null,
    video: null,
    parkingSpaces: null,
    lotSize: null,
    lotShape: null,
    lotFeatures: [],
    exteriorMaterial: null,
    roofMaterial: null,
    outdoorFeatures: [],
    externalFeatures: [],
    waterSupply: null,
    electricitySupply: null,
    accessibilityUtilityFeatures: [],
    distToSchool: null,
    distToHospitals: null,
    distToShopping: null,
    distToTransport: null,
    distToHighway: null,
    flooringType: null,
    ceilingType: null,
    interiorLayout: null,
    kitchenAppliance: [],
    counterTopMaterial: null,
    cabinetTopMaterial: null,
    kitchenFeature: [],
    bathtubType: null,
    showerType: null,
    vanityType: null,
    toiletType: null,
    builtInFeatures: [],
    additionalAmenities: [],
    distToBusiness: null,
    distToAirport: null,
    fireSafetySystems: [],
    hvacSystems: [],
    securityFeatures: [],
    listingStatus: 'active',
    isPublished: true,
    visibilityLevel: 1,
    visibilityLabel: null,
    isVerified: false,
    verifiedAt: null,
    owner: { _id: 'agent-1', fullName: 'Kemi Adeyemi', slug: 'kemi-adeyemi', photo: null, phoneNumber: null },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    publishedAt: '2026-11-02T10:00:00.000Z',
    renewedAt: '2026-11-02T10:00:00.000Z',
    availability: 'available',
    unavailableSince: null,
    virtualTourLocked: false,
  };
  return publicPropertySchema.parse({ ...base, ...overrides });
}

/** A listing as cards and tables show it (the search results, an agent's listings). */
export function propertyCard(overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    _id: 'property-1',
    slug: 'flat-in-yaba',
    title: 'Flat in Yaba',
    propertyCategory: 'residential',
    propertyType: 'mini-flat',
    propertyFor: 'rent',
    price: 1_500_000,
    rentPaymentFrequency: 'annually',
    moveInCost: null,
    bedrooms: 1,
    bathrooms: 1,
    restrooms: null,
    area: 650,
    lotSize: null,
    address: '3 Herbert Macaulay Way',
    city: 'Yaba',
    state: 'Lagos',
    location: { type: 'Point', coordinates: [3.38, 6.51] },
    visibilityLevel: 1,
    visibilityLabel: null,
    isVerified: false,
    owner: { _id: 'agent-1', fullName: 'Kemi Adeyemi', slug: 'kemi-adeyemi', photo: null, phoneNumber: null },
    publishedAt: '2026-11-02T10:00:00.000Z',
    renewedAt: '2026-11-02T10:00:00.000Z',
    availability: 'available',
    photo: null,
    photoCount: 0,
    ...overrides,
  };
}
