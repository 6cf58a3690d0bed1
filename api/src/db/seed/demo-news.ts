// Demo Property News (issue 18): three published articles by the demo admin, with drawn cover photos, so
// /property-news has a list and pages right after `npm start`. Idempotent: an article whose slug exists is left alone.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type FileStorage, newFileKey } from '../../providers/storage';
import type { Db } from '../client';
import { newsArticles } from '../schema';
import { generateListingPhotos } from './listing-photos';

interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  daysAgo: number;
  seed: number;
  propertyType: string;
  body: string;
}

export const demoArticles: DemoArticle[] = [
  {
    slug: 'renting-in-lagos-what-to-budget-beyond-the-rent',
    title: 'Renting in Lagos: what to budget beyond the rent',
    summary:
      'A year of rent is only the start. Here is what else a landlord or agent may ask for, and how to pay it safely.',
    daysAgo: 3,
    seed: 1801,
    propertyType: 'flat',
    body: `Most house hunters in Lagos plan for the rent and are surprised by everything that comes with it. Before you
fall in love with a two-bedroom flat in Yaba or a mini flat in Surulere, work out the full amount you will need on the
day you sign.

## The usual extras

- **Caution (security) deposit**: held against damage and refunded when you leave, less any repairs. Ask for the
  amount and the refund terms in the tenancy agreement.
- **Agency fee**: what the agent charges for finding the home. It is often quoted as a percentage of a year's rent;
  agree the figure before the inspection, not after.
- **Legal or agreement fee**: for drawing up the tenancy agreement. Read the agreement before you pay it.
- **Service charge**: in estates and serviced blocks it covers security, cleaning, waste and often the shared
  generator. Ask what it covers and whether diesel is included.

## How much rent in advance?

Many landlords still ask for one or two years up front. Lagos State's tenancy law limits how much advance rent may be
demanded in most of the state, so if you are asked for more than a year, read the law or speak to a lawyer first.

## Pay safely

1. Inspect the property in person, with the agent, before paying anything.
2. Confirm that the person you pay is the landlord or is authorised by them: ask to see the authorisation.
3. Pay by bank transfer to a named account and keep every receipt.
4. Never pay an "inspection fee" to hold a flat you have not seen.

On Naija Homes every agent is checked before they can list, and each listing page has a **Report** button if anything
feels wrong. Start with [homes for rent in Lagos](/properties?propertyFor=rent&search=Lagos).`,
  },
  {
    slug: 'buying-land-in-nigeria-documents-to-check-before-you-pay',
    title: 'Buying land in Nigeria: the documents to check before you pay',
    summary:
      'C of O, Governor’s Consent, survey plan, excision: what each one proves, and the searches to do before any money moves.',
    daysAgo: 10,
    seed: 2207,
    propertyType: 'land',
    body: `Land is still the first property many Nigerians buy, from Ibeju-Lekki and Epe to Lugbe and Mowe. It is also
where the most money is lost, because a plot can be sold to several buyers or sit on land the government has
acquired. The documents are your protection.

## What to ask the seller for

- **Certificate of Occupancy (C of O)**: the state's grant of the right to occupy the land. Check the name, the plot
  description and the date.
- **Governor's Consent**: needed when land that already has a C of O changes hands. Without it your purchase is not
  perfected.
- **Survey plan**: drawn and signed by a registered surveyor. The coordinates should match the plot you were shown.
- **Deed of Assignment**: the contract that transfers the land to you, to be registered after you pay.
- **Excision or gazette** (common in Lagos): shows that family or community land was released from government
  acquisition.

## The searches

1. Take the survey plan to the state's Surveyor-General to **chart** it: the answer tells you whether the land is free,
   under acquisition or committed to a project.
2. Do a **search at the Land Registry** to confirm who holds the title and whether it is mortgaged.
3. Visit the site more than once, at different times, and talk to neighbours about the family or community that sold it.

## Before the money moves

Use a property lawyer who is not the seller's, pay into an account in the seller's name, and register the deed
promptly. A few weeks of checks cost far less than a plot you can never build on.

Browse [land for sale](/properties?propertyFor=sale&propertyType=land) from agents our team has verified.`,
  },
  {
    slug: 'short-lets-in-abuja-what-guests-and-hosts-should-know',
    title: 'Short-lets in Abuja: what guests and hosts should know',
    summary:
      'Serviced apartments in Wuse 2, Maitama and Jabi are busy all year. A checklist for booking one, and for hosting one well.',
    daysAgo: 21,
    seed: 3119,
    propertyType: 'semi-detached-duplex',
    body: `Business travel, conferences and family visits keep Abuja's short-let apartments busy all year, especially
in Wuse 2, Maitama, Jabi and Gwarinpa. A good stay comes down to a few questions asked before you book.

## For guests

- **Power**: how many hours of grid supply does the building get, and is there a generator or an inverter for the
  rest? Ask whether diesel is included in the nightly price.
- **Water and internet**: is there a borehole or treated water, and what speed is the Wi-Fi?
- **Security**: a gated estate or a building with a guard and CCTV is worth paying for.
- **The real price**: confirm the nightly rate, the caution deposit, the cleaning fee and the minimum stay in writing.
- **Cancellation**: know what you get back if your plans change.

Pay only through a booking you can trace, and be wary of a host who asks you to pay a "reservation fee" to a
personal account before you have seen any proof of the apartment.

## For hosts

> Guests judge an apartment by its first night: light, water and a clean bathroom.

Keep the calendar up to date so that nobody arrives to a double booking, answer messages quickly, and write the house
rules in the listing: check-in time, visitors, smoking and noise.

On Naija Homes, short-lets show their nightly price and available dates, and guests can request a stay for the exact
nights they need: see [short-lets in Abuja](/properties?propertyFor=short-let&search=Abuja).`,
  },
];

/** A drawn exterior as a 1600×900 WebP cover, as the news editor stores uploads. */
async function demoCover(storage: FileStorage, article: DemoArticle) {
  const [photo] = await generateListingPhotos({
    seed: article.seed,
    category: 'residential',
    propertyType: article.propertyType,
    count: 1,
    width: 1600,
    height: 900,
  });
  const { data, info } = await sharp(photo as Uint8Array)
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  const stored = await storage.put(newFileKey('covers', 'webp'), new Uint8Array(data), 'image/webp');
  return { key: stored.key, url: stored.url, width: info.width, height: info.height };
}

/** Adds the demo articles that are not there yet, by the demo admin. */
export async function seedDemoNews(db: Db, storage: FileStorage, adminId: string | undefined): Promise<void> {
  for (const article of demoArticles) {
    const [existing] = await db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.slug, article.slug));
    if (existing) continue;
    const coverPhoto = await demoCover(storage, article);
    const publishedAt = new Date(Date.now() - article.daysAgo * 24 * 60 * 60 * 1000);
    publishedAt.setUTCHours(8, 0, 0, 0);
    const inserted = await db
      .insert(newsArticles)
      .values({
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        body: article.body,
        coverPhoto,
        publishedAt,
        authorId: adminId ?? null,
      })
      .onConflictDoNothing({ target: newsArticles.slug })
      .returning({ id: newsArticles.id });
    // Another process seeded it first: its photo stays, ours goes.
    if (inserted.length === 0) await storage.remove(coverPhoto.key).catch(() => undefined);
  }
}
