// Shared by this remote's component tests (*.test.tsx beside the components). Import it with `await import(...)`
// after `withDom()`, like Testing Library: it loads React and the router. Load @naija-homes/client modules (query
// keys included) the same way.
//
// - renderWith: the component inside a QueryClient (given its data with setQueryData, never fetching what it was
//   given) and a memory router at `url`, with the router's address shown as a note named "Current URL".
// - fakeApi: replaces globalThis.fetch for each test of the file with answers set per route, records every call
//   (method, path, query, JSON body) and restores the real one after each test.
// - aProperty: a listing as GET /property/{id} answers it, to override per test.
import { afterEach, beforeEach } from 'bun:test';
import type { Property } from '@naija-homes/contracts/property';
import { reviewSections } from '@naija-homes/contracts/property-review';
import { fakeFetch } from '@naija-homes/ui-kit/test/fake-api';
import { useLayoutEffect as radixLayoutEffect } from '@radix-ui/react-use-layout-effect';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { PropertyEditorData } from '../features/property-editor/api/get-property';

export { eventually } from '@naija-homes/ui-kit/test/fake-api';

// A failed query says what it looked for, without printing the whole page and every role in it: on a form of
// sixty fields that took minutes and overflowed the message.
configure((config) =>
  Object.assign(config, {
    _disableExpensiveErrorDiagnostics: true,
    getElementError: (message: string | null) =>
      Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' }),
  }),
);

function Where() {
  const location = useLocation();
  // Not an <output>: its role (status) would stand among the screen's own status messages.
  return (
    <div role="note" aria-label="Current URL">
      {`${location.pathname}${location.search}`}
    </div>
  );
}

export function renderWith(
  ui: ReactNode,
  { url = '/', data = [] }: { url?: string; data?: ReadonlyArray<readonly [QueryKey, unknown]> } = {},
) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  for (const [key, value] of data) client.setQueryData(key, value);
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {node}
        <Where />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(wrap(ui));
  /** Renders the component again with new props, in the same providers (its state kept). */
  const rerender = (next: ReactNode) => view.rerender(wrap(next));
  /** Where the router is now: path and query. */
  const address = () => view.getByLabelText('Current URL').textContent ?? '';
  return { view, client, address, rerender };
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

type Route = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * The API as the tests of a file need it: `api.on('PATCH', '/api/v1/property/p1', { body })` answers that call
 * (200 unless a status is given); a call with no answer set is recorded and refused with a 500, so a test that
 * forgot a route fails on what it sees. Answers may be functions of the call, or promises (to hold a call pending).
 */
export function fakeApi() {
  const routes = new Map<string, Route>();
  const calls: ApiCall[] = [];
  let restore = () => {};
  beforeEach(() => {
    routes.clear();
    calls.length = 0;
    ({ restore } = fakeFetch(async (request) => {
      const call: ApiCall = { ...request, body: request.body ?? undefined };
      calls.push(call);
      const route = routes.get(`${call.method} ${call.path}`);
      const answer = route
        ? await route(call)
        : { status: 500, body: { message: `No answer for ${call.method} ${call.path}` } };
      return { status: answer.status ?? 200, body: answer.body ?? {} };
    }));
  });
  afterEach(async () => {
    // A call answered late in a test still has React work queued (the mutation's callbacks re-render): let it run
    // while the DOM is there.
    await new Promise((resolve) => setTimeout(resolve, 0));
    restore();
  });
  return {
    calls,
    on(method: string, path: string, answer: ApiAnswer | Route) {
      routes.set(`${method} ${path}`, typeof answer === 'function' ? answer : () => answer);
    },
    /** The calls made to one route. */
    to(method: string, path: string): ApiCall[] {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

/**
 * `bun test` runs every file in one process: a test file without a DOM that loaded a Radix component first would
 * leave Radix without layout effects for the whole process (its dialogs never open). ui-kit/test/dom.ts and the
 * test files that import components call withDom() first; this says so loudly if one does not, instead of every
 * dialog test here failing for no visible reason.
 */
if (radixLayoutEffect !== useLayoutEffect) {
  throw new Error('Radix was loaded before any DOM existed: a test file imports a component without calling withDom()');
}

export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    _id: 'p1',
    slug: 'lekki-duplex-p1',
    title: 'Lekki Duplex',
    propertyCategory: 'residential',
    propertyType: null,
    propertyFor: null,
    price: null,
    rentPaymentFrequency: null,
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
    area: null,
    totalArea: null,
    totalFloors: null,
    bedrooms: null,
    bathrooms: null,
    restrooms: null,
    restroomsAccessibility: null,
    country: 'Nigeria',
    state: null,
    city: null,
    address: null,
    location: null,
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
    listingStatus: 'pending',
    isPublished: false,
    visibilityLevel: 1,
    visibilityLabel: null,
    isVerified: false,
    verifiedAt: null,
    owner: { _id: 'agent1', fullName: 'Ada Okafor', slug: 'ada-okafor', photo: null, phoneNumber: null },
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    publishedAt: null,
    renewedAt: null,
    availability: 'available',
    unavailableSince: null,
    ...overrides,
  };
}

/** A complete residential listing for sale (every review section complete), with `photos` photos. */
export function aCompleteProperty(overrides: Partial<Property> = {}, photos = 3): Property {
  return aProperty({
    propertyType: 'flat',
    propertyFor: 'sale',
    price: 85_000_000,
    area: 1200,
    totalArea: 1500,
    bedrooms: 3,
    bathrooms: 2,
    state: 'Lagos',
    city: 'Lekki',
    address: '12 Admiralty Way',
    location: { type: 'Point', coordinates: [3.4723, 6.4474] },
    photos: Array.from({ length: photos }, (_, index) => ({
      _id: `photo${index + 1}`,
      url: `/uploads/photo${index + 1}.webp`,
      cardUrl: `/uploads/photo${index + 1}-card.webp`,
      width: 1600,
      height: 1200,
    })),
    ...overrides,
  });
}

/** What every editor write answers: the saved listing with its review sections. */
export function savedAnswer(property: Property, message = 'Property saved'): PropertyEditorData & { message: string } {
  return { data: property, review: reviewSections(property), hold: null, message };
}
