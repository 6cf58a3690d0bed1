// Finding a home over HTTP: every filter, sort and area of GET /property/all, what is never shown, the public
// page and similar listings. Listings are written straight into the table (the editor has its own tests);
// plans go through the real billing flow.
import { describe, expect, test } from 'bun:test';
import type { Package } from '@naija-homes/contracts/billing';
import type {
  PropertyCard,
  PropertyMapResult,
  PropertySearchResult,
  PublicProperty,
} from '@naija-homes/contracts/listing';
import { mapMessages } from '@naija-homes/contracts/map';
import {
  propertySearchQuerySchema,
  SEARCH_RESULT_WINDOW,
  searchMessages,
  searchParamsRecord,
} from '@naija-homes/contracts/search';
import { eq } from 'drizzle-orm';
import { properties, subscriptions } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';
import { runBillingCycle } from '../billing/renewal-sweep';
import { searchPropertyMap } from './search.service';

const t = await setupTestApp();
const mailer = { transport: 'outbox' as const, send: async () => undefined };
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const planId = (name: string) => (plans.find((plan) => plan.name === name) as Package)._id;

async function agentOn(plan: 'Starter' | 'Elite' | 'Platinum'): Promise<SignedInUser> {
  const agent = await signedInUser(t, 'AGENT');
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: planId(plan),
  });
  const confirmed = await agent.client.post(
    `/api/v1/billing/local/checkout/${payment.body.data.url.split('/').pop()}/confirm`,
  );
  expect(confirmed.status).toBe(200);
  return agent;
}

const HOUR = 3_600_000;
const now = Date.now();
const tier = { Starter: 1, Elite: 2, Platinum: 4 } as const;
let serial = 0;

type Insert = typeof properties.$inferInsert;

/** A complete, published listing of `owner`, with what the test needs changed. */
async function listing(owner: SignedInUser, plan: keyof typeof tier, fields: Partial<Insert> & { title: string }) {
  serial += 1;
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerId: owner.user._id,
      slug: `${fields.title.toLowerCase().replace(/\s+/g, '-')}-${serial}`,
      propertyCategory: 'residential',
      propertyType: 'flat',
      propertyFor: 'rent',
      priceKobo: 300_000_000,
      rentPaymentFrequency: 'annually',
      leaseTerm: 'long-term',
      area: 1500,
      totalArea: 1800,
      bedrooms: 3,
      bathrooms: 3,
      state: 'Lagos',
      city: 'Lekki',
      address: 'Admiralty Way, Lekki Phase 1',
      location: { x: 3.4723, y: 6.4474 },
      photos: [
        {
          id: 'p1',
          key: 'k1',
          url: '/uploads/a.webp',
          cardKey: 'c1',
          cardUrl: '/uploads/a-card.webp',
          width: 1600,
          height: 1067,
        },
      ],
      isPublished: true,
      listingStatus: 'active',
      publishedAt: new Date(now - serial * 60_000),
      visibilityLevel: tier[plan],
      ownerHasPlan: true,
      ...fields,
      renewedAt: fields.renewedAt ?? fields.publishedAt ?? new Date(now - serial * 60_000),
    })
    .returning();
  return row as typeof properties.$inferSelect;
}

const starter = await agentOn('Starter');
const elite = await agentOn('Elite');
const platinum = await agentOn('Platinum');

// The fixture city: Lekki and Victoria Island rentals, Ikeja sales, an Abuja office, a Port Harcourt short-let.
const lekkiFlat = await listing(starter, 'Starter', { title: 'Cosy Flat in Lekki', priceKobo: 250_000_000 });
const lekkiDuplex = await listing(elite, 'Elite', {
  title: 'Five Bedroom Duplex in Lekki',
  propertyType: 'detached-duplex',
  priceKobo: 1_200_000_000,
  bedrooms: 5,
  bathrooms: 6,
  area: 4200,
  lotSize: 900,
  parkingSpaces: 4,
  yearBuild: 2021,
  exteriorMaterial: 'brick',
  flooringType: 'tile',
  outdoorFeatures: ['Pool', 'Garden'],
  externalFeatures: ["Boys' Quarters", 'Garage'],
  accessibilityUtilityFeatures: ['Inverter/Solar'],
  securityFeatures: ['Security Cameras'],
  distToSchool: 1.2,
  distToHospitals: 2.5,
  location: { x: 3.49, y: 6.44 },
});
const viApartment = await listing(platinum, 'Platinum', {
  title: 'Serviced Apartment on Victoria Island',
  city: 'Victoria Island',
  address: 'Adeola Odeku Street',
  priceKobo: 800_000_000,
  bedrooms: 2,
  bathrooms: 2,
  rentPaymentFrequency: 'monthly',
  leaseTerm: 'short-term',
  location: { x: 3.4219, y: 6.4281 },
  publishedAt: new Date(now - 20 * 24 * HOUR),
});
const ikejaHouse = await listing(elite, 'Elite', {
  title: 'Family House in Ikeja GRA',
  propertyType: 'house',
  propertyFor: 'sale',
  rentPaymentFrequency: null,
  leaseTerm: null,
  priceKobo: 15_000_000_000,
  bedrooms: 4,
  bathrooms: 4,
  area: 3000,
  lotSize: 1200,
  city: 'Ikeja',
  address: 'Isaac John Street, Ikeja GRA',
  location: { x: 3.3515, y: 6.5795 },
  yearBuild: 1998,
  publishedAt: new Date(now - 100 * 24 * HOUR),
});
const abujaOffice = await listing(platinum, 'Platinum', {
  title: 'Grade A Office in Maitama',
  propertyCategory: 'commercial',
  propertyType: 'office-space',
  propertyFor: 'rent',
  priceKobo: 2_500_000_000,
  bedrooms: null,
  bathrooms: null,
  restrooms: 6,
  totalFloors: 5,
  area: 8000,
  state: 'Federal Capital Territory',
  city: 'Abuja',
  address: 'Aguiyi Ironsi Street, Maitama',
  location: { x: 7.4951, y: 9.0765 },
  hvacSystems: ['Central Air Conditioning', 'Split System'],
  securityFeatures: ['Security Cameras', 'Security Guards'],
  distToBusiness: 0.5,
  publishedAt: new Date(now - 200 * 24 * HOUR),
});
const phShortLet = await listing(starter, 'Starter', {
  title: 'Short Let Apartment in Port Harcourt',
  propertyFor: 'short-let',
  rentPaymentFrequency: null,
  leaseTerm: null,
  priceKobo: 7_500_000,
  bedrooms: 1,
  bathrooms: 1,
  state: 'Rivers',
  city: 'Port Harcourt',
  address: 'Old GRA',
  location: { x: 7.0134, y: 4.8156 },
  publishedAt: new Date(now - 2 * HOUR),
});
// Never shown: a draft, a deactivated listing and one whose agent's plan lapsed (below).
const draft = await listing(elite, 'Elite', {
  title: 'Unfinished Draft in Lekki',
  isPublished: false,
  listingStatus: 'pending',
});
const deactivated = await listing(elite, 'Elite', { title: 'Deactivated Flat in Lekki', listingStatus: 'inactive' });
const all = [lekkiFlat, lekkiDuplex, viApartment, ikejaHouse, abujaOffice, phShortLet];

async function search(query: string) {
  const response = await t.client().get<PropertySearchResult>(`/api/v1/property/all${query ? `?${query}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return response.body;
}
const titles = async (query: string) => (await search(query)).data.map((card) => card.title);
const sortedTitles = async (query: string) => (await titles(query)).sort();
const titlesOf = (...rows: { title: string }[]) => rows.map((row) => row.title).sort();

describe('search results', () => {
  test('with no sort, higher tiers come first, then the newest; cards carry what a card shows', async () => {
    const result = await search('');
    expect(result.data.map((card) => card.title)).toEqual(
      [viApartment, abujaOffice, lekkiDuplex, ikejaHouse, lekkiFlat, phShortLet].map((row) => row.title),
    );
    expect(result).toMatchObject({ total: 6, totalCapped: false, totalPages: 1, page: 1 });
    const card = result.data.find((item) => item._id === lekkiDuplex.id) as PropertyCard;
    expect(card).toMatchObject({
      slug: lekkiDuplex.slug,
      price: 12_000_000,
      rentPaymentFrequency: 'annually',
      bedrooms: 5,
      bathrooms: 6,
      area: 4200,
      visibilityLevel: 2,
      visibilityLabel: 'featured',
      photo: '/uploads/a-card.webp',
      photoCount: 1,
      location: { type: 'Point', coordinates: [3.49, 6.44] },
      owner: { _id: elite.user._id, fullName: 'Amaka Eze' },
    });
    expect(card.owner.slug).toBeTruthy();
    expect(result.data.find((item) => item._id === lekkiFlat.id)?.visibilityLabel).toBeNull();
  });

  test('drafts, deactivated listings and those of a lapsed plan are never returned', async () => {
    const lapsing = await agentOn('Elite');
    const lapsed = await listing(lapsing, 'Elite', { title: 'Lapsed Plan Flat in Lekki' });
    expect(await titles('search=lapsed')).toEqual([lapsed.title]);
    await lapsing.client.post('/api/v1/billing/local/subscription/cancel');
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, lapsing.user._id));
    await runBillingCycle(t.database.db, mailer);
    expect(await titles('search=lapsed')).toEqual([]);
    const shown = await titles('limit=48');
    for (const hidden of [draft, deactivated, lapsed]) expect(shown).not.toContain(hidden.title);
    expect(shown.sort()).toEqual(titlesOf(...all));
  });

  test("a blocked agent's listings leave search and come back when unblocked", async () => {
    const blockedAgent = await agentOn('Elite');
    const home = await listing(blockedAgent, 'Elite', { title: 'Blocked Agent Home in Lekki' });
    const admin = await signedInUser(t, 'ADMIN');
    expect(await titles('search=blocked agent')).toEqual([home.title]);
    expect((await admin.client.patch(`/api/v1/admin/users/${blockedAgent.user._id}/block`)).status).toBe(200);
    expect(await titles('search=blocked agent')).toEqual([]);
    expect((await t.client().get(`/api/v1/property/slug/${home.slug}`)).status).toBe(404);
    expect((await admin.client.patch(`/api/v1/admin/users/${blockedAgent.user._id}/unblock`)).status).toBe(200);
    expect(await titles('search=blocked agent')).toEqual([home.title]);
    // The other tests count on the fixture alone.
    await t.database.db.delete(properties).where(eq(properties.id, home.id));
  });

  test.each([
    ['propertyFor=sale', [ikejaHouse]],
    ['propertyFor=short-let', [phShortLet]],
    ['propertyFor=rent&propertyCategory=commercial', [abujaOffice]],
    ['propertyType=house,office-space', [ikejaHouse, abujaOffice]],
    ['propertyType=house&propertyType=detached-duplex', [ikejaHouse, lekkiDuplex]],
    ['bedrooms=2', [viApartment]],
    ['bedrooms=5', [lekkiDuplex]],
    ['bedrooms=5%2B', [lekkiDuplex]],
    ['bathrooms=1', [phShortLet]],
    ['bathrooms=5', [lekkiDuplex]],
    ['minPrice=8000000&maxPrice=25000000', [viApartment, lekkiDuplex, abujaOffice]],
    ['maxPrice=75000', [phShortLet]],
    ['minPrice=100000000', [ikejaHouse]],
    ['yearBuild=2000', [lekkiDuplex]],
    ['minArea=3000&maxArea=5000', [lekkiDuplex, ikejaHouse]],
    ['minArea=0.5&maxArea=1500.5', [lekkiFlat, viApartment, phShortLet]],
    ['totalFloors=5', [abujaOffice]],
    ['propertyFor=rent&rentPaymentFrequency=monthly', [viApartment]],
    ['propertyFor=rent&leaseTerm=short-term', [viApartment]],
    ['minParkingSpace=2', [lekkiDuplex]],
    ['maxParkingSpace=3', []],
    ['securityFeatures=Security Cameras', [lekkiDuplex, abujaOffice]],
    ['securityFeatures=Security Cameras,Security Guards', [abujaOffice]],
    ['hvacSystems=Split System', [abujaOffice]],
    ["externalFeatures=Boys' Quarters", [lekkiDuplex]],
    ['outdoorFeatures=Pool,Garden', [lekkiDuplex]],
    ['outdoorFeatures=Spa/Hot Tub', []],
    ['utilities=Inverter/Solar', [lekkiDuplex]],
    ['minLotSize=1000', [ikejaHouse]],
    ['maxLotSize=1000', [lekkiDuplex]],
    ['exteriorMaterial=brick', [lekkiDuplex]],
    ['flooringType=tile', [lekkiDuplex]],
    ['maxDistToBusiness=1', [abujaOffice]],
    ['minDistToBusiness=1', []],
    ['maxDistToSchool=2', [lekkiDuplex]],
    ['minDistToHospital=2&maxDistToHospital=3', [lekkiDuplex]],
    ['minVisibility=2', [lekkiDuplex, viApartment, ikejaHouse, abujaOffice]],
    ['datePosted=24h', [phShortLet, lekkiFlat, lekkiDuplex]],
    ['datePosted=month', [phShortLet, lekkiFlat, lekkiDuplex, viApartment]],
    ['datePosted=6months', [phShortLet, lekkiFlat, lekkiDuplex, viApartment, ikejaHouse]],
    ['utm_source=whatsapp', all],
  ] as [string, { title: string }[]][])('filter %s', async (query, expected) => {
    expect(await sortedTitles(`${query}&limit=48`)).toEqual(titlesOf(...expected));
  });

  test.each([
    ['search=lekki', [lekkiFlat, lekkiDuplex]],
    ['search=LEKKI', [lekkiFlat, lekkiDuplex]],
    ['search=leki', [lekkiFlat, lekkiDuplex]],
    ['search=duplex lekki', [lekkiDuplex]],
    ['search=VI', [viApartment]],
    ['search=maitama', [abujaOffice]],
    ['search=Federal Capital', [abujaOffice]],
    ['search=port harcourt', [phShortLet]],
    ['search=ikeja gra', [ikejaHouse]],
    ['search=office space', [abujaOffice]],
    ['search=lekk', [lekkiFlat, lekkiDuplex]],
    ['search=Lekki,', [lekkiFlat, lekkiDuplex]],
    ['search=harcourtt', [phShortLet]],
    ['search=maitamma office', [abujaOffice]],
    ['search=%25', all],
    ['search=kano', []],
    ['search=lekki zzqxv', []],
  ] as [string, { title: string }[]][])('text %s', async (query, expected) => {
    expect(await sortedTitles(query)).toEqual(titlesOf(...expected));
  });

  test('a renamed listing is found by its new words, with a typo too, and no longer by the old ones', async () => {
    const agent = await agentOn('Starter');
    const home = await listing(agent, 'Starter', { title: 'Bungalow near Jabi Lake' });
    expect(await titles('search=jabi')).toEqual([home.title]);
    await t.database.db.update(properties).set({ title: 'Terrace near Wuye Market' }).where(eq(properties.id, home.id));
    expect(await titles('search=wuye')).toEqual(['Terrace near Wuye Market']);
    expect(await titles('search=wuyee market')).toEqual(['Terrace near Wuye Market']);
    expect(await titles('search=jabi')).toEqual([]);
    // The other tests count on the fixture alone.
    await t.database.db.delete(properties).where(eq(properties.id, home.id));
  });

  test("a city or a state filters by the listing's own place, never by words of its address", async () => {
    const agent = await agentOn('Starter');
    // An Abuja home on a street named after a man from Kano, and a home in Kano itself.
    const wuse = await listing(agent, 'Starter', {
      title: 'Flat in Wuse 2',
      state: 'Federal Capital Territory',
      city: 'Abuja',
      address: 'Aminu Kano Crescent, Wuse 2',
      location: { x: 7.4786, y: 9.0765 },
    });
    const kano = await listing(agent, 'Starter', {
      title: 'Bungalow in Nassarawa GRA',
      state: 'Kano',
      city: 'Kano',
      address: 'Race Course Road, Nassarawa GRA',
      location: { x: 8.5364, y: 12.0022 },
    });
    try {
      // The words match both; the city only the one in Kano, in any case and spacing.
      expect(await sortedTitles('search=kano')).toEqual(titlesOf(wuse, kano));
      expect(await titles('city=Kano')).toEqual([kano.title]);
      expect(await titles('city=%20kANO%20')).toEqual([kano.title]);
      expect(await titles('state=Kano')).toEqual([kano.title]);
      // Lagos is a state: its listings are in Lekki, Ikeja and Victoria Island, none in a city named Lagos.
      expect(await sortedTitles('state=lagos')).toEqual(titlesOf(lekkiFlat, lekkiDuplex, viApartment, ikejaHouse));
      expect(await titles('city=Lagos')).toEqual([]);
      expect(await sortedTitles('state=Federal%20Capital%20Territory&city=Abuja')).toEqual(titlesOf(abujaOffice, wuse));
      // The map answers the same place.
      const map = await t.client().get<PropertyMapResult>('/api/v1/property/map?city=Kano');
      expect(map.body.data.map((marker) => marker._id)).toEqual([kano.id]);
      // A one-letter place is refused in words.
      const bad = await t.client().get<{ message: string }>('/api/v1/property/all?city=K');
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('City must contain at least 2 characters');
    } finally {
      // The other tests count on the fixture alone.
      await t.database.db.delete(properties).where(eq(properties.id, wuse.id));
      await t.database.db.delete(properties).where(eq(properties.id, kano.id));
    }
  });

  test('each sort is honoured exactly; tiers only break ties', async () => {
    const order = async (sort: string) => titles(`sort=${sort}`);
    expect(await order('price-desc')).toEqual(
      [ikejaHouse, abujaOffice, lekkiDuplex, viApartment, lekkiFlat, phShortLet].map((row) => row.title),
    );
    expect(await order('price-asc')).toEqual(
      [phShortLet, lekkiFlat, viApartment, lekkiDuplex, abujaOffice, ikejaHouse].map((row) => row.title),
    );
    expect(await order('newest')).toEqual(
      [lekkiFlat, lekkiDuplex, phShortLet, viApartment, ikejaHouse, abujaOffice].map((row) => row.title),
    );
    // The office has no bedrooms: it comes last.
    expect(await order('bedrooms')).toEqual(
      [lekkiDuplex, ikejaHouse, lekkiFlat, viApartment, phShortLet, abujaOffice].map((row) => row.title),
    );
    expect((await order('bathrooms'))[0]).toBe(lekkiDuplex.title);
    expect(await order('area')).toEqual(
      [abujaOffice, lekkiDuplex, ikejaHouse, viApartment, lekkiFlat, phShortLet].map((row) => row.title),
    );
    expect((await order('lot-size')).slice(0, 2)).toEqual([ikejaHouse.title, lekkiDuplex.title]);
    // Equal areas (1,500 sq ft): the higher tier first, then the newer.
    expect(await titles('maxArea=1500&sort=area')).toEqual(
      [viApartment, lekkiFlat, phShortLet].map((row) => row.title),
    );
  });

  test('paging: limit, pages, the last page and past it', async () => {
    const first = await search('limit=4');
    expect(first).toMatchObject({ total: 6, totalPages: 2, page: 1 });
    expect(first.data).toHaveLength(4);
    const second = await search('limit=4&page=2');
    expect(second.data).toHaveLength(2);
    expect(new Set([...first.data, ...second.data].map((card) => card._id)).size).toBe(6);
    const past = await search('limit=4&page=3');
    expect(past).toMatchObject({ data: [], total: 6, totalPages: 2, page: 3 });
  });
});

describe('map areas', () => {
  test('bounds keep the points inside the box', async () => {
    // Around Lekki and Victoria Island, not Ikeja (further north) nor Abuja.
    expect(await sortedTitles('neLat=6.5&neLng=3.6&swLat=6.4&swLng=3.4')).toEqual(
      titlesOf(lekkiFlat, lekkiDuplex, viApartment),
    );
    expect(await sortedTitles('neLat=6.6&neLng=3.36&swLat=6.55&swLng=3.34')).toEqual(titlesOf(ikejaHouse));
    expect(await titles('neLat=13&neLng=14&swLat=12&swLng=13')).toEqual([]);
  });

  test('a drawn polygon keeps the points inside it, whichever way it is drawn', async () => {
    // A triangle over Lekki that leaves Victoria Island (west of 3.45) and Ikeja (north) out.
    const ring = [
      [3.45, 6.4],
      [3.6, 6.4],
      [3.45, 6.5],
      [3.45, 6.4],
    ];
    const polygon = (coordinates: number[][]) =>
      `polygon=${encodeURIComponent(JSON.stringify({ type: 'Polygon', coordinates: [coordinates] }))}`;
    expect(await sortedTitles(polygon(ring))).toEqual(titlesOf(lekkiFlat, lekkiDuplex));
    expect(await sortedTitles(polygon([...ring].reverse()))).toEqual(titlesOf(lekkiFlat, lekkiDuplex));
    // A thin sliver next to them holds nothing.
    expect(
      await titles(
        polygon([
          [3.3, 6.3],
          [3.31, 6.3],
          [3.31, 6.31],
          [3.3, 6.3],
        ]),
      ),
    ).toEqual([]);
  });

  test('a centre and radius (the 30 km search area by default) measures real distance', async () => {
    // From Lekki Phase 1: Victoria Island (~6 km) and Ikeja (~18 km) are within 30 km, Abuja is not.
    expect(await sortedTitles('centerLat=6.4474&centerLng=3.4723')).toEqual(
      titlesOf(lekkiFlat, lekkiDuplex, viApartment, ikejaHouse),
    );
    expect(await sortedTitles('centerLat=6.4474&centerLng=3.4723&radiusKm=3')).toEqual(
      titlesOf(lekkiFlat, lekkiDuplex),
    );
    // Ikeja is 18.54 km from Victoria Island: 18.5 km leaves it out, 18.6 km takes it in.
    expect(await titles('centerLat=6.4281&centerLng=3.4219&radiusKm=18.5&propertyFor=sale')).toEqual([]);
    expect(await titles('centerLat=6.4281&centerLng=3.4219&radiusKm=18.6&propertyFor=sale')).toEqual([
      ikejaHouse.title,
    ]);
  });

  test.each([
    ['not JSON', 'polygon=((3,6),(4,6))'],
    ['a point', `polygon=${encodeURIComponent(JSON.stringify({ type: 'Point', coordinates: [3.4, 6.4] }))}`],
    [
      'two corners',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3.4, 6.4],
              [3.5, 6.5],
              [3.4, 6.4],
            ],
          ],
        }),
      )}`,
    ],
    [
      'unclosed',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3.4, 6.4],
              [3.5, 6.4],
              [3.5, 6.5],
              [3.4, 6.5],
            ],
          ],
        }),
      )}`,
    ],
    [
      'crossing itself',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3.4, 6.4],
              [3.5, 6.5],
              [3.5, 6.4],
              [3.4, 6.5],
              [3.4, 6.4],
            ],
          ],
        }),
      )}`,
    ],
    [
      'flat',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3.4, 6.4],
              [3.5, 6.4],
              [3.6, 6.4],
              [3.4, 6.4],
            ],
          ],
        }),
      )}`,
    ],
    [
      'outside Nigeria',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [-0.2, 51.5],
              [0.1, 51.5],
              [0, 51.6],
              [-0.2, 51.5],
            ],
          ],
        }),
      )}`,
    ],
    [
      'with text corners',
      `polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              ['a', 6.4],
              [3.5, 6.4],
              [3.5, 6.5],
              ['a', 6.4],
            ],
          ],
        }),
      )}`,
    ],
  ])('an invalid polygon (%s) is refused with the spec message', async (_name, query) => {
    expect(await t.client().get(`/api/v1/property/all?${query}`)).toMatchObject({
      status: 400,
      body: { message: searchMessages.invalidPolygon },
    });
  });

  test.each([
    ['no coordinates', { type: 'Polygon' }],
    ['an empty list', { type: 'Polygon', coordinates: [] }],
    ['an empty ring', { type: 'Polygon', coordinates: [[]] }],
  ])('a polygon with %s gets the spec message for empty coordinates', async (_name, polygon) => {
    const query = `polygon=${encodeURIComponent(JSON.stringify(polygon))}`;
    for (const path of ['all', 'map']) {
      expect(await t.client().get(`/api/v1/property/${path}?${query}`)).toMatchObject({
        status: 400,
        body: { message: mapMessages.coordinatesEmpty },
      });
    }
  });
});

describe('the search map', () => {
  async function markers(query: string) {
    const response = await t.client().get<PropertyMapResult>(`/api/v1/property/map${query ? `?${query}` : ''}`);
    expect(response.status, response.text).toBe(200);
    return response.body;
  }

  test('answers the same matches as the list, as markers with coordinates and price, best ranked first', async () => {
    const all = await markers('');
    expect(all).toMatchObject({ total: 6, totalCapped: false });
    expect(all.data.map((marker) => marker.title)).toEqual(
      [viApartment, abujaOffice, lekkiDuplex, ikejaHouse, lekkiFlat, phShortLet].map((row) => row.title),
    );
    expect(all.data.find((marker) => marker._id === lekkiDuplex.id)).toEqual({
      _id: lekkiDuplex.id,
      slug: lekkiDuplex.slug,
      title: lekkiDuplex.title,
      propertyFor: 'rent',
      price: 12_000_000,
      rentPaymentFrequency: 'annually',
      bedrooms: 5,
      bathrooms: 6,
      city: 'Lekki',
      state: 'Lagos',
      visibilityLevel: 2,
      photo: '/uploads/a-card.webp',
      lat: 6.44,
      lng: 3.49,
    });
  });

  test("the list's filters, text and areas apply; page, limit and sort do not", async () => {
    const inBox = await markers(
      'neLat=6.5&neLng=3.6&swLat=6.4&swLng=3.4&propertyFor=rent&page=2&limit=1&sort=price-asc',
    );
    expect(inBox.data.map((marker) => marker.title).sort()).toEqual(titlesOf(lekkiFlat, lekkiDuplex, viApartment));
    expect(inBox.total).toBe(3);
    const ring = [
      [3.45, 6.4],
      [3.6, 6.4],
      [3.45, 6.5],
      [3.45, 6.4],
    ];
    const drawn = await markers(
      `polygon=${encodeURIComponent(JSON.stringify({ type: 'Polygon', coordinates: [ring] }))}&bedrooms=5`,
    );
    expect(drawn.data.map((marker) => marker.title)).toEqual([lekkiDuplex.title]);
    expect((await markers('search=maitama')).data.map((marker) => marker.title)).toEqual([abujaOffice.title]);
    expect(await markers('search=zzqqxx')).toEqual({ data: [], total: 0, totalCapped: false });
  });

  test('the ordered walk used when many match finds the same markers as reading the area', async () => {
    const parse = (query: string) => propertySearchQuerySchema.parse(searchParamsRecord(new URLSearchParams(query)));
    for (const query of ['', 'propertyFor=rent', 'neLat=6.5&neLng=3.6&swLat=6.4&swLng=3.4', 'search=lekki']) {
      const read = await searchPropertyMap(t.database, parse(query), new Date(), Number.POSITIVE_INFINITY);
      const walked = await searchPropertyMap(t.database, parse(query), new Date(), 1);
      expect(walked).toEqual(read);
    }
  });

  test('a listing without coordinates is counted but has no marker', async () => {
    const hidden = await listing(starter, 'Starter', { title: 'Flat With No Pin', city: 'Yaba', location: null });
    try {
      const result = await markers('search=pin');
      expect(result.total).toBe(1);
      expect(result.data).toEqual([]);
    } finally {
      await t.database.db.delete(properties).where(eq(properties.id, hidden.id));
    }
  });

  test('a bad search is refused as the list refuses it', async () => {
    const response = await t.client().get('/api/v1/property/map?neLat=6.5');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: searchMessages.boundsIncomplete });
    const polygon = await t.client().get(
      `/api/v1/property/map?polygon=${encodeURIComponent(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [3, 6],
              [4, 7],
              [4, 6],
              [3, 7],
              [3, 6],
            ],
          ],
        }),
      )}`,
    );
    expect(polygon.status).toBe(400);
    expect(polygon.body).toMatchObject({ message: searchMessages.invalidPolygon });
  });
});

describe('bad values get a clear 400, never a 500', () => {
  test.each([
    ['bedrooms=abc', 'Bedrooms must be a number'],
    ['bedrooms=9', 'Bedrooms must be at most 5'],
    ['minPrice=-5', 'Minimum price must contain only digits and a decimal point'],
    ['minPrice=1e6', 'Minimum price must contain only digits and a decimal point'],
    ['maxPrice=12.345', 'Maximum price can have at most two decimals'],
    ['minPrice=5000000&maxPrice=100', searchMessages.priceRange],
    ['minArea=0', searchMessages.areaPositive],
    ['maxArea=-3', searchMessages.areaPositive],
    ['minArea=5000&maxArea=10', searchMessages.areaRange],
    ['rentPaymentFrequency=monthly', searchMessages.rentOnly],
    ['propertyFor=sale&leaseTerm=long-term', searchMessages.rentOnly],
    ['sort=cheapest', 'Please choose a valid sort'],
    ['datePosted=yesterday', 'Please choose a valid date posted'],
    ['propertyFor=lease', 'Please choose a valid listing purpose'],
    ['propertyType=castle', 'Please choose valid property types'],
    ['securityFeatures=Moat', 'Please choose valid security features'],
    ['neLat=6.5&neLng=3.6', searchMessages.boundsIncomplete],
    ['neLat=6.4&neLng=3.6&swLat=6.5&swLng=3.4', searchMessages.boundsOrder],
    ['neLat=95&neLng=3.6&swLat=6.5&swLng=3.4', 'neLat must be at most 90'],
    ['centerLat=6.4', searchMessages.centerIncomplete],
    ['radiusKm=10', searchMessages.centerIncomplete],
    ['centerLat=6.4&centerLng=3.4&radiusKm=0', 'Radius must be greater than 0'],
    ['centerLat=6.4&centerLng=3.4&radiusKm=5000', 'Radius must be at most 200'],
    ['limit=500', 'Limit must be at most 48'],
    ['page=0', 'Page must be at least 1'],
    ['page=1.5', 'Page must be a whole number'],
    [`page=${Math.ceil(SEARCH_RESULT_WINDOW / 12) + 1}`, searchMessages.pageWindow],
    [`search=${'x'.repeat(101)}`, 'Search text must contain upto 100 characters'],
  ])('%s', async (query, message) => {
    expect(await t.client().get(`/api/v1/property/all?${query}`)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('the public property page', () => {
  test('a live listing by its slug, its 360° tour shown only on a plan that includes it', async () => {
    await t.database.db
      .update(properties)
      .set({ panoramaUrl: 'https://tours.example.ng/duplex' })
      .where(eq(properties.id, lekkiDuplex.id));
    await t.database.db
      .update(properties)
      .set({ panoramaUrl: 'https://tours.example.ng/flat' })
      .where(eq(properties.id, lekkiFlat.id));
    const onElite = await t.client().get<{ data: PublicProperty }>(`/api/v1/property/slug/${lekkiDuplex.slug}`);
    expect(onElite.status).toBe(200);
    expect(onElite.body.data).toMatchObject({
      _id: lekkiDuplex.id,
      title: lekkiDuplex.title,
      price: 12_000_000,
      outdoorFeatures: ['Pool', 'Garden'],
      panorama: 'https://tours.example.ng/duplex',
      virtualTourLocked: false,
    });
    const onStarter = await t.client().get<{ data: PublicProperty }>(`/api/v1/property/slug/${lekkiFlat.slug}`);
    expect(onStarter.body.data).toMatchObject({ panorama: null, virtualTourLocked: true });
  });

  test('an unknown slug, a draft and a deactivated listing are 404 to visitors; the owner may preview', async () => {
    for (const slug of ['no-such-home', draft.slug, deactivated.slug]) {
      expect(await t.client().get(`/api/v1/property/slug/${slug}`)).toMatchObject({
        status: 404,
        body: { message: searchMessages.notFound },
      });
    }
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.get(`/api/v1/property/slug/${draft.slug}`)).status).toBe(404);
    expect((await elite.client.get(`/api/v1/property/slug/${draft.slug}`)).status).toBe(200);
    const admin = await signedInUser(t, 'ADMIN');
    expect((await admin.client.get(`/api/v1/property/slug/${deactivated.slug}`)).status).toBe(200);
  });

  test('similar listings: same purpose and category, nearest price, never itself nor hidden ones', async () => {
    const similar = await t.client().get<{ data: PropertyCard[] }>(`/api/v1/property/slug/${lekkiFlat.slug}/similar`);
    expect(similar.status).toBe(200);
    const ids = similar.body.data.map((card) => card._id);
    expect(ids).not.toContain(lekkiFlat.id);
    expect(ids).not.toContain(abujaOffice.id);
    expect(ids).not.toContain(deactivated.id);
    expect(ids[0]).toBe(lekkiDuplex.id);
    expect(ids).toContain(viApartment.id);
    expect((await t.client().get('/api/v1/property/slug/nothing-here/similar')).status).toBe(404);
  });
});
