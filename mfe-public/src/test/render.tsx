// Shared setup for mfe-public's component tests. Import it with `await import(...)` after `withDom()` (it loads
// Testing Library and React, which look for `document` when they load).
import { type PropertyCard, type PublicProperty, publicPropertySchema } from '@naija-homes/contracts/listing';
import { useLocation } from '@naija-homes/ui-kit/lib/router';
import { byRoute, fakeFetch, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
// ui-kit/lib/router.ts re-exports no memory router (the apps only need BrowserRouter); react-router's own is the
// same module, so the components' `Link` and `useSearchParams` see it.
import { MemoryRouter } from 'react-router';

export { sessionUser, signInAs } from '@naija-homes/client/test/session';
export { eventually, type SentRequest, testQueryClient } from '@naija-homes/ui-kit/test/fake-api';

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

/**
 * Replaces `globalThis.fetch` with an API that answers `"METHOD /path"` as the given handlers do (status and JSON
 * body as the contracts shape them), 404 for anything else (ui-kit/test/fake-api.ts). Call `restore()` after the test.
 */
export function fakeApi(handlers: Parameters<typeof byRoute>[0]) {
  return fakeFetch(byRoute(handlers));
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
