// Listing a property over HTTP: create, edit with every rule, media, publish, the plan gates and My Properties.
import { describe, expect, test } from 'bun:test';
import { billingMessages, type Package } from '@naija-homes/contracts/billing';
import { messages } from '@naija-homes/contracts/messages';
import type { MyProperty, Property } from '@naija-homes/contracts/property';
import { editablePropertyFields, propertyListFields, propertyMessages } from '@naija-homes/contracts/property';
import type { ReviewSection } from '@naija-homes/contracts/property-review';
import { eq } from 'drizzle-orm';
import { agents, properties, subscriptions } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { exeBytes, jpegBytes, oversized, pdfBytes, photoBytes } from '../../test/files';
import { agentWithPlan } from '../../test/owned-resources';
import { type SignedInUser, signedInUser } from '../../test/users';
import { runBillingCycle } from '../billing/renewal-sweep';

const t = await setupTestApp();
const mailer = { transport: 'outbox' as const, send: async () => undefined };
const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
const planByName = (name: string) => plans.find((plan) => plan.name === name) as Package;
const photo = await photoBytes();
const jpeg = (name = 'house.jpg') => ({ name, bytes: photo, type: 'image/jpeg' });

type Saved = { data: Property; review: ReviewSection[]; message: string };

async function createListing(agent: SignedInUser, category: 'residential' | 'commercial' = 'residential') {
  const created = await agent.client.post<{ data: { _id: string; propertyCategory: string; slug: string } }>(
    '/api/v1/property/create',
    {
      title: category === 'residential' ? 'Lovely Family Home in Lekki' : 'Open Plan Office in Ikeja',
      propertyCategory: category,
    },
  );
  expect(created.status).toBe(201);
  return created.body.data._id;
}

const generalRent = {
  propertyType: 'detached-duplex',
  propertyFor: 'rent',
  price: '6500000',
  rentPaymentFrequency: 'annually',
  leaseTerm: 'long-term',
  area: '3200',
  bedrooms: '4',
  bathrooms: '5',
  state: 'Lagos',
  city: 'Lekki',
  address: '12 Admiralty Way, Lekki Phase 1',
  latitude: 6.4474,
  longitude: 3.4723,
};

/** A residential rental with every step complete (photos included). */
async function completeListing(agent: SignedInUser) {
  const id = await createListing(agent);
  const saved = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { ...generalRent, totalArea: '4000' });
  expect(saved.status).toBe(200);
  const uploaded = await agent.client.upload<Saved>(
    'POST',
    `/api/v1/property/${id}/photos`,
    {},
    {
      photos: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')],
    },
  );
  expect(uploaded.status).toBe(200);
  return id;
}

describe('creating a property (Add Property dialog)', () => {
  test('an approved agent with a plan creates one: id, category and a readable slug', async () => {
    const agent = await agentWithPlan(t);
    const created = await agent.client.post<{
      data: { _id: string; propertyCategory: string; slug: string };
      message: string;
    }>('/api/v1/property/create', { title: '  Luxury Duplex in Lekki ' });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(propertyMessages.created);
    expect(created.body.data.propertyCategory).toBe('residential');
    expect(created.body.data.slug).toMatch(/^luxury-duplex-in-lekki-[a-z0-9]+$/);
    const read = await agent.client.get<{ data: Property; review: ReviewSection[] }>(
      `/api/v1/property/${created.body.data._id}`,
    );
    expect(read.body.data).toMatchObject({
      title: 'Luxury Duplex in Lekki',
      listingStatus: 'pending',
      isPublished: false,
    });
    expect(read.body.data.country).toBe('Nigeria');
    expect(read.body.review.map((section) => [section.key, section.complete])).toEqual([
      ['general', false],
      ['exterior', false],
      ['interior', true],
      ['media', false],
    ]);
  });

  test('the title and category rules, word for word', async () => {
    const agent = await agentWithPlan(t);
    const cases: [unknown, string][] = [
      [{}, propertyMessages.titleRequired],
      [{ title: 'Flat' }, propertyMessages.titleMin],
      [{ title: 'x'.repeat(201) }, propertyMessages.titleMax],
      [{ title: '3 Bedroom Flat' }, propertyMessages.titleLetters],
      [{ title: 'Nice Flat', propertyCategory: 'industrial' }, propertyMessages.categoryRequired],
      [{ title: 'Nice Flat', price: 5 }, messages.onlyAllowedFields],
    ];
    for (const [body, message] of cases) {
      expect(await agent.client.post('/api/v1/property/create', body)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
  });

  test('without a live plan: Subscription Required (403); unapproved agents, buyers and visitors refused', async () => {
    const noPlan = await signedInUser(t, 'AGENT');
    expect(await noPlan.client.post('/api/v1/property/create', { title: 'Nice Flat in Yaba' })).toMatchObject({
      status: 403,
      body: { message: billingMessages.subscriptionRequired },
    });
    const pending = await signedInUser(t, 'AGENT');
    await t.database.db.update(agents).set({ status: 'submitted' }).where(eq(agents.userId, pending.user._id));
    expect(await pending.client.post('/api/v1/property/create', { title: 'Nice Flat in Yaba' })).toMatchObject({
      status: 403,
      body: { message: messages.agentNotApproved },
    });
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.post('/api/v1/property/create', { title: 'Nice Flat in Yaba' })).status).toBe(403);
    expect((await t.client().post('/api/v1/property/create', { title: 'Nice Flat in Yaba' })).status).toBe(401);
  });
});

describe('editing', () => {
  test('saves changed values, coerces numbers typed as text, keeps money in kobo and shows naira', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    const saved = await agent.client.patch<Saved>(`/api/v1/property/${id}`, {
      ...generalRent,
      price: '6500000.50',
      area: '3200.5',
      ownershipDetails: '  Certificate of Occupancy ',
      outdoorFeatures: ['Pool', 'Garden', 'Pool'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      price: 6500000.5,
      area: 3200.5,
      bedrooms: 4,
      ownershipDetails: 'Certificate of Occupancy',
      outdoorFeatures: ['Pool', 'Garden'],
      location: { type: 'Point', coordinates: [3.4723, 6.4474] },
    });
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.priceKobo).toBe(650000050);
    expect(saved.body.review.find((section) => section.key === 'general')?.complete).toBe(true);
    // null clears a field.
    const cleared = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { ownershipDetails: null });
    expect(cleared.body.data.ownershipDetails).toBeNull();
  });

  test('each validation rule answers with its message', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    const cases: [Record<string, unknown>, string][] = [
      [{}, messages.nothingToUpdate],
      [{ state: 'Lagos 1' }, 'State must contain only letters and spaces'],
      [{ city: 'L' }, 'City must contain at least 2 characters'],
      [{ ownershipDetails: 'C of' }, 'Ownership details must contain at least 5 characters'],
      [{ mortgageInfo: 'x'.repeat(201) }, 'Mortgage information must contain upto 200 characters'],
      [{ price: 'abc' }, 'Price must contain only digits and a decimal point'],
      [{ price: 0 }, 'Price must be greater than 0'],
      [{ price: 10.555 }, 'Price can have at most two decimals'],
      [{ area: -4 }, 'Square footage must be greater than 0'],
      [{ area: '12a' }, 'Square footage must be a number'],
      [{ yearBuild: 1900 }, 'Year built must be at least 1950'],
      [{ propertyType: 'castle' }, 'Please choose a valid property type'],
      [{ propertyType: 'warehouse' }, propertyMessages.typeCategory],
      [{ latitude: 6.5 }, 'Longitude is required with the latitude'],
      [{ latitude: 51.5, longitude: -0.12 }, 'Latitude must be at most 14'],
      [{ video: 'javascript:alert(1)' }, 'Video must be a valid http(s) link'],
      [{ propertyFor: 'sale', leaseTerm: 'long-term' }, propertyMessages.notRent],
      [{ isPublished: true }, messages.onlyAllowedFields],
    ];
    for (const [body, message] of cases) {
      const response = await agent.client.patch(`/api/v1/property/${id}`, body);
      expect(response, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
  });

  test('price and fees by the one money rule: "12.345", "1e6", "abc" refused in words; "7500.50" kept in kobo', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    await agent.client.patch<Saved>(`/api/v1/property/${id}`, generalRent);
    const fields = [
      ['price', 'Price', 'priceKobo'],
      ['deposit', 'Deposit', 'depositKobo'],
      ['maintenanceFees', 'Maintenance fees', 'maintenanceFeesKobo'],
      ['agencyFee', 'Agency fee', 'agencyFeeKobo'],
      ['legalFee', 'Legal fee', 'legalFeeKobo'],
    ] as const;
    for (const [field, label] of fields) {
      for (const [typed, message] of [
        ['12.345', `${label} can have at most two decimals`],
        ['1e6', `${label} must contain only digits and a decimal point`],
        ['abc', `${label} must contain only digits and a decimal point`],
      ] as const) {
        const refused = await agent.client.patch(`/api/v1/property/${id}`, { [field]: typed });
        expect(refused, `${field} ${typed}`).toMatchObject({ status: 400, body: { message } });
      }
    }
    // The refusals changed nothing.
    const [unchanged] = await t.database.db.select().from(properties).where(eq(properties.id, id));
    expect(unchanged?.priceKobo).toBe(650_000_000);
    expect(unchanged?.depositKobo).toBeNull();
    const body = Object.fromEntries(fields.map(([field]) => [field, '7500.50']));
    const saved = await agent.client.patch<Saved>(`/api/v1/property/${id}`, body);
    expect(saved.status).toBe(200);
    for (const [field] of fields) expect(saved.body.data[field], field).toBe(7500.5);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, id));
    for (const [, , column] of fields) expect(row?.[column], column).toBe(750_050);
  });

  test('null for each editable field: clears what may be empty, refuses the title and lists with their message', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    for (const field of editablePropertyFields) {
      const response = await agent.client.patch(`/api/v1/property/${id}`, { [field]: null });
      if (field === 'title') {
        expect(response, field).toMatchObject({ status: 400, body: { message: propertyMessages.titleRequired } });
      } else if ((propertyListFields as readonly string[]).includes(field)) {
        expect(response.status, field).toBe(400);
        expect(String(response.body.message), field).toStartWith('Please choose valid');
      } else {
        expect(response.status, `${field}: ${JSON.stringify(response.body)}`).toBe(200);
      }
    }
    // Lists are emptied with [].
    const emptied = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { securityFeatures: [] });
    expect(emptied.status).toBe(200);
  });

  test('leaving rent clears rent-only fields; short-let dates follow their rules', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    await agent.client.patch(`/api/v1/property/${id}`, {
      propertyFor: 'rent',
      rentPaymentFrequency: 'monthly',
      leaseTerm: 'short-term',
    });
    const sale = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { propertyFor: 'sale' });
    expect(sale.body.data).toMatchObject({ propertyFor: 'sale', rentPaymentFrequency: null, leaseTerm: null });

    const day = (offset: number) => new Date(Date.now() + offset * 86400_000).toISOString().slice(0, 10);
    expect(
      await agent.client.patch(`/api/v1/property/${id}`, { propertyFor: 'short-let', minimumStay: day(-3) }),
    ).toMatchObject({ status: 400, body: { message: propertyMessages.minimumStayPast } });
    const stay = await agent.client.patch<Saved>(`/api/v1/property/${id}`, {
      propertyFor: 'short-let',
      minimumStay: day(2),
      maximumStay: day(9),
    });
    expect(stay.body.data).toMatchObject({ minimumStay: day(2), maximumStay: day(9) });
    expect(await agent.client.patch(`/api/v1/property/${id}`, { maximumStay: day(1) })).toMatchObject({
      status: 400,
      body: { message: propertyMessages.maximumStayOrder },
    });
    // Choosing a new minimum clears the maximum.
    const moved = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { minimumStay: day(4) });
    expect(moved.body.data).toMatchObject({ minimumStay: day(4), maximumStay: null });
  });

  test('only the owner edits; admins may read; others are refused', async () => {
    const owner = await agentWithPlan(t);
    const id = await createListing(owner);
    const other = await agentWithPlan(t);
    const buyer = await signedInUser(t, 'BUYER');
    const admin = await signedInUser(t, 'ADMIN');
    expect((await other.client.get(`/api/v1/property/${id}`)).status).toBe(403);
    expect((await admin.client.get(`/api/v1/property/${id}`)).status).toBe(200);
    for (const client of [other.client, buyer.client, admin.client]) {
      expect((await client.patch(`/api/v1/property/${id}`, { city: 'Ikeja' })).status).toBe(403);
      expect((await client.post(`/api/v1/property/${id}/publish`)).status).toBe(403);
      expect((await client.request('DELETE', `/api/v1/property/${id}`)).status).toBe(403);
      expect((await client.upload('POST', `/api/v1/property/${id}/photos`, {}, { photos: jpeg() })).status).toBe(403);
    }
    expect((await t.client().patch(`/api/v1/property/${id}`, { city: 'Ikeja' })).status).toBe(401);
    expect((await owner.client.get('/api/v1/property/not-a-uuid')).status).toBe(404);
    expect((await owner.client.get('/api/v1/property/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('media', () => {
  test('photos become WebP gallery and card variants, served from storage', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    const uploaded = await agent.client.upload<Saved>(
      'POST',
      `/api/v1/property/${id}/photos`,
      {},
      {
        photos: [jpeg('a.jpg'), jpeg('b.jpg')],
      },
    );
    expect(uploaded.status).toBe(200);
    const [first] = uploaded.body.data.photos;
    expect(uploaded.body.data.photos).toHaveLength(2);
    expect(first?.url).toMatch(/^\/uploads\/properties\/[a-z0-9-]+\.webp$/);
    expect(first).toMatchObject({ width: 1200, height: 800 });
    const served = await t.app.request(first?.cardUrl as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
    const png = await agent.client.upload<Saved>(
      'POST',
      `/api/v1/property/${id}/photos`,
      {},
      {
        photos: { name: 'plan.png', bytes: await photoBytes(800, 600, 'png'), type: 'image/png' },
      },
    );
    expect(png.body.data.photos).toHaveLength(3);
  });

  test('wrong type by content, oversize, a broken image and a sixth photo are refused with the spec’s words', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    const url = `/api/v1/property/${id}/photos`;
    const renamed = await agent.client.upload(
      'POST',
      url,
      {},
      { photos: { name: 'house.jpg', bytes: exeBytes, type: 'image/jpeg' } },
    );
    expect(renamed).toMatchObject({ status: 400, body: { message: 'Invalid file format' } });
    const pdf = await agent.client.upload(
      'POST',
      url,
      {},
      { photos: { name: 'house.png', bytes: pdfBytes(), type: 'image/png' } },
    );
    expect(pdf).toMatchObject({ status: 400, body: { message: 'Invalid file format' } });
    const broken = await agent.client.upload(
      'POST',
      url,
      {},
      { photos: { name: 'x.jpg', bytes: oversized(jpegBytes, 5000) } },
    );
    expect(broken).toMatchObject({ status: 400, body: { message: 'Invalid file format' } });
    const big = await agent.client.upload(
      'POST',
      url,
      {},
      {
        photos: { name: 'big.jpg', bytes: oversized(photo, 3 * 1024 * 1024 + 1), type: 'image/jpeg' },
      },
    );
    expect(big).toMatchObject({ status: 413, body: { message: 'File size should be less than 3MB' } });
    const five = await agent.client.upload<Saved>(
      'POST',
      url,
      {},
      { photos: [1, 2, 3, 4, 5].map((n) => jpeg(`${n}.jpg`)) },
    );
    expect(five.body.data.photos).toHaveLength(5);
    expect(await agent.client.upload('POST', url, {}, { photos: jpeg('6.jpg') })).toMatchObject({
      status: 400,
      body: { message: 'You can upload maximum 5 files' },
    });
    const six = await agentWithPlan(t);
    const other = await createListing(six);
    expect(
      await six.client.upload(
        'POST',
        `/api/v1/property/${other}/photos`,
        {},
        { photos: [1, 2, 3, 4, 5, 6].map((n) => jpeg(`${n}.jpg`)) },
      ),
    ).toMatchObject({ status: 400, body: { message: 'You can upload maximum 5 files' } });
  });

  test('reorder and delete photos; a published listing keeps its last photo', async () => {
    const agent = await agentWithPlan(t);
    const id = await completeListing(agent);
    const read = await agent.client.get<Saved>(`/api/v1/property/${id}`);
    const ids = read.body.data.photos.map((p) => p._id);
    const reordered = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { photoOrder: [...ids].reverse() });
    expect(reordered.body.data.photos.map((p) => p._id)).toEqual([...ids].reverse());
    expect(await agent.client.patch(`/api/v1/property/${id}`, { photoOrder: [ids[0]] })).toMatchObject({ status: 400 });
    expect((await agent.client.post(`/api/v1/property/${id}/publish`)).status).toBe(200);
    const removedUrl = read.body.data.photos[0]?.url as string;
    const two = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { deletedPhotos: ids.slice(0, 2) });
    expect(two.body.data.photos.map((p) => p._id)).toEqual(ids.slice(2));
    expect((await t.app.request(removedUrl)).status).toBe(404);
    expect(await agent.client.patch(`/api/v1/property/${id}`, { deletedPhotos: [ids[2]] })).toMatchObject({
      status: 400,
      body: { message: propertyMessages.lastPhoto },
    });
  });

  test('floor plan as an image (png, jpeg, jpg: spec §5), never a PDF; replacing and removing it', async () => {
    const agent = await agentWithPlan(t);
    const id = await createListing(agent);
    const pdf = await agent.client.upload<Saved>(
      'PUT',
      `/api/v1/property/${id}/floor-plan`,
      {},
      {
        floorPlan: { name: 'plan.pdf', bytes: pdfBytes('Ground floor'), type: 'application/pdf' },
      },
    );
    expect(pdf).toMatchObject({ status: 400, body: { message: 'Invalid file format' } });
    const first = await agent.client.upload<Saved>(
      'PUT',
      `/api/v1/property/${id}/floor-plan`,
      {},
      { floorPlan: jpeg('plan.jpg') },
    );
    expect(first.body.data.floorPlan).toMatchObject({ kind: 'image' });
    const image = await agent.client.upload<Saved>(
      'PUT',
      `/api/v1/property/${id}/floor-plan`,
      {},
      {
        floorPlan: { name: 'plan.png', bytes: await photoBytes(900, 700, 'png'), type: 'image/png' },
      },
    );
    expect(image.body.data.floorPlan).toMatchObject({ kind: 'image' });
    // The replaced file is gone; the new one is served.
    expect((await t.app.request(first.body.data.floorPlan?.url as string)).status).toBe(404);
    expect((await t.app.request(image.body.data.floorPlan?.url as string)).status).toBe(200);
    const two = await agent.client.upload(
      'PUT',
      `/api/v1/property/${id}/floor-plan`,
      {},
      {
        floorPlan: [jpeg('a.jpg'), jpeg('b.jpg')],
      },
    );
    expect(two).toMatchObject({ status: 400, body: { message: 'You can upload maximum 1 files' } });
    const removed = await agent.client.patch<Saved>(`/api/v1/property/${id}`, { deletedFloorPlan: true });
    expect(removed.body.data.floorPlan).toBeNull();
  });

  test('360° tour only on Elite or Platinum; a file clears the link and a link clears the file', async () => {
    const starter = await agentWithPlan(t, 'Starter');
    const starterListing = await createListing(starter);
    expect(
      await starter.client.patch(`/api/v1/property/virtual-tour/${starterListing}`, {
        panorama: 'https://tours.example.ng/lekki.jpg',
      }),
    ).toMatchObject({ status: 403, body: { message: propertyMessages.virtualTourPlan } });
    expect(
      await starter.client.upload(
        'PUT',
        `/api/v1/property/${starterListing}/panorama`,
        {},
        { panoramaFile: jpeg('360.jpg') },
      ),
    ).toMatchObject({ status: 403, body: { message: propertyMessages.virtualTourPlan } });

    const elite = await agentWithPlan(t, 'Elite');
    const id = await createListing(elite);
    const byLink = await elite.client.patch<Saved>(`/api/v1/property/virtual-tour/${id}`, {
      panorama: 'https://tours.example.ng/lekki.jpg',
    });
    expect(byLink.body.data).toMatchObject({ panorama: 'https://tours.example.ng/lekki.jpg', panoramaFile: null });
    const byFile = await elite.client.upload<Saved>(
      'PUT',
      `/api/v1/property/${id}/panorama`,
      {},
      {
        panoramaFile: { name: '360.jpg', bytes: await photoBytes(2000, 1000), type: 'image/jpeg' },
      },
    );
    expect(byFile.body.data.panorama).toBeNull();
    expect(byFile.body.data.panoramaFile).toMatch(/^\/uploads\/properties\/.+\.jpg$/);
    const big = await elite.client.upload(
      'PUT',
      `/api/v1/property/${id}/panorama`,
      {},
      {
        panoramaFile: { name: '360.jpg', bytes: oversized(photo, 10 * 1024 * 1024 + 1), type: 'image/jpeg' },
      },
    );
    expect(big).toMatchObject({ status: 413, body: { message: 'File size should be less than 10MB' } });
    const back = await elite.client.patch<Saved>(`/api/v1/property/virtual-tour/${id}`, {
      panorama: 'https://tours.example.ng/ikoyi.jpg',
    });
    expect(back.body.data).toMatchObject({ panorama: 'https://tours.example.ng/ikoyi.jpg', panoramaFile: null });
    expect((await t.app.request(byFile.body.data.panoramaFile as string)).status).toBe(404);
  });
});

describe('publishing', () => {
  test('refused with what is missing while incomplete; then published at the plan’s tier', async () => {
    const agent = await agentWithPlan(t, 'Platinum');
    const id = await createListing(agent, 'commercial');
    const early = await agent.client.post<{ message: string; missing: string[] }>(`/api/v1/property/${id}/publish`);
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(propertyMessages.incomplete);
    expect(early.body.missing).toEqual(expect.arrayContaining(['Property type', 'Price', 'Total floors', 'Restrooms']));
    await agent.client.patch(`/api/v1/property/${id}`, {
      propertyType: 'office-space',
      propertyFor: 'sale',
      price: 250000000,
      area: 5400,
      totalFloors: '6',
      restrooms: '4',
      state: 'Lagos',
      city: 'Ikeja',
      address: '5 Obafemi Awolowo Way',
      latitude: 6.6018,
      longitude: 3.3515,
    });
    const noPhotos = await agent.client.post<{ missing: string[] }>(`/api/v1/property/${id}/publish`);
    expect(noPhotos.body.missing).toEqual(['At least 3 photos']);
    await agent.client.upload('POST', `/api/v1/property/${id}/photos`, {}, { photos: [jpeg(), jpeg(), jpeg()] });
    const published = await agent.client.post<Saved>(`/api/v1/property/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      isPublished: true,
      listingStatus: 'active',
      visibilityLevel: 4,
      visibilityLabel: 'exclusive',
    });
    // A published listing stays complete.
    expect(await agent.client.patch(`/api/v1/property/${id}`, { price: null })).toMatchObject({ status: 422 });
    const unpublished = await agent.client.post<Saved>(`/api/v1/property/${id}/unpublish`);
    expect(unpublished.body.data.isPublished).toBe(false);
  });

  test('listings follow the plan: upgrade raises the tier, expiry hides them, renewal brings them back', async () => {
    const agent = await agentWithPlan(t, 'Starter');
    const id = await completeListing(agent);
    expect((await agent.client.post<Saved>(`/api/v1/property/${id}/publish`)).body.data.visibilityLevel).toBe(1);
    await agent.client.patch('/api/v1/subscription/upgrade', { packageId: planByName('Elite')._id });
    const row = async () => (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0];
    expect(await row()).toMatchObject({ visibilityLevel: 2, ownerHasPlan: true });
    await agent.client.post('/api/v1/billing/local/subscription/cancel');
    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscriptions.userId, agent.user._id));
    await runBillingCycle(t.database.db, mailer);
    expect((await row())?.ownerHasPlan).toBe(false);
    // The agent is told: not live in search, counted as hidden by the lapsed plan, on the list and the dashboard.
    const mine = await agent.client.get<{ data: MyProperty[] }>('/api/v1/property/mine');
    expect(mine.body.data[0]).toMatchObject({ isPublished: true, listingStatus: 'active', inSearch: false });
    const lapsed = await agent.client.get<{ data: { active: number; hiddenByPlan: number } }>('/api/v1/property/stats');
    expect(lapsed.body.data).toMatchObject({ active: 0, hiddenByPlan: 1 });
    // Without a plan the agent can neither publish nor start a listing.
    expect(await agent.client.post(`/api/v1/property/${id}/publish`)).toMatchObject({
      status: 403,
      body: { message: billingMessages.subscriptionRequired },
    });
    expect((await agent.client.post('/api/v1/property/create', { title: 'Another Home' })).status).toBe(403);
    const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
      packageId: planByName('Platinum')._id,
    });
    await agent.client.post(`/api/v1/billing/local/checkout/${payment.body.data.url.split('/').pop()}/confirm`);
    expect(await row()).toMatchObject({ visibilityLevel: 4, ownerHasPlan: true });
    const renewed = await agent.client.get<{ data: { active: number; hiddenByPlan: number } }>(
      '/api/v1/property/stats',
    );
    expect(renewed.body.data).toMatchObject({ active: 1, hiddenByPlan: 0 });
    expect((await agent.client.get<{ data: MyProperty[] }>('/api/v1/property/mine')).body.data[0]?.inSearch).toBe(true);
  });
});

describe('My Properties', () => {
  test('newest first with photo, search, paging, status changes and delete', async () => {
    const agent = await agentWithPlan(t);
    const published = await completeListing(agent);
    await agent.client.post(`/api/v1/property/${published}/publish`);
    const draft = await createListing(agent, 'commercial');
    const page = await agent.client.get<{ data: MyProperty[]; total: number; totalPages: number }>(
      '/api/v1/property/mine?limit=1',
    );
    expect(page.body).toMatchObject({ total: 2, totalPages: 2 });
    expect(page.body.data[0]?._id).toBe(draft);
    const second = await agent.client.get<{ data: MyProperty[] }>('/api/v1/property/mine?limit=1&page=2');
    expect(second.body.data[0]).toMatchObject({
      _id: published,
      isPublished: true,
      listingStatus: 'active',
      price: 6500000,
    });
    expect(second.body.data[0]?.photo).toMatch(/\.webp$/);
    const found = await agent.client.get<{ data: MyProperty[] }>('/api/v1/property/mine?search=office');
    expect(found.body.data.map((p) => p._id)).toEqual([draft]);
    const none = await agent.client.get<{ data: MyProperty[]; total: number }>('/api/v1/property/mine?search=%25_%25');
    expect(none.body.total).toBe(0);
    expect((await agent.client.get('/api/v1/property/mine?limit=500')).status).toBe(400);

    const off = await agent.client.patch<Saved>(`/api/v1/property/${published}/status`, { listingStatus: 'inactive' });
    expect(off.body).toMatchObject({ data: { listingStatus: 'inactive' }, message: propertyMessages.deactivated });
    expect(await agent.client.patch(`/api/v1/property/${draft}/status`, { listingStatus: 'active' })).toMatchObject({
      status: 409,
    });
    const stats = await agent.client.get<{ data: { total: number; published: number; active: number } }>(
      '/api/v1/property/stats',
    );
    expect(stats.body.data).toMatchObject({ total: 2, published: 1, active: 0 });

    const photoUrl = second.body.data[0]?.photo as string;
    const deleted = await agent.client.request('DELETE', `/api/v1/property/${published}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: propertyMessages.deleted } });
    expect((await t.app.request(photoUrl)).status).toBe(404);
    expect((await agent.client.get(`/api/v1/property/${published}`)).status).toBe(404);
    // Another agent's list is their own.
    const other = await agentWithPlan(t);
    expect((await other.client.get<{ total: number }>('/api/v1/property/mine')).body.total).toBe(0);
  });
});

describe('listings under concurrency', () => {
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});

  test('twenty publishes, unpublishes, status changes and deletes at once: one effect each, the rest 4xx, none 500', async () => {
    const agent = await agentWithPlan(t);
    const id = await completeListing(agent);
    const burst = (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) =>
      Promise.all(Array.from({ length: 20 }, () => agent.client.request(method, path, body)));

    const published = tally((await burst('POST', `/api/v1/property/${id}/publish`)).map((a) => a.status));
    expect(published).toEqual({ 200: 1, 409: 19 });
    const deactivated = tally(
      (await burst('PATCH', `/api/v1/property/${id}/status`, { listingStatus: 'inactive' })).map((a) => a.status),
    );
    expect(deactivated).toEqual({ 200: 1, 409: 19 });
    const unpublished = tally((await burst('POST', `/api/v1/property/${id}/unpublish`)).map((a) => a.status));
    expect(unpublished).toEqual({ 200: 1, 409: 19 });

    const deleted = tally((await burst('DELETE', `/api/v1/property/${id}`)).map((a) => a.status));
    expect(deleted).toEqual({ 200: 1, 404: 19 });
  });
});
