// Demo accounts for `npm start` (never in production). Idempotent: existing emails are left alone.
import { agentProgress } from '@naija-homes/contracts/agent';
import { eq } from 'drizzle-orm';
import { minimalPdf } from '../../lib/minimal-pdf';
import { addMonth } from '../../providers/payments/local';
import { type FileStorage, newFileKey } from '../../providers/storage';
import type { Db } from '../client';
import { agents, invoices, notifications, packages, reviews, subscriptions } from '../schema';
import { type AccountSeed, ensureAccount } from './accounts';
import { seedDemoChats } from './demo-chats';
import { seedDemoDeals } from './demo-deals';
import { seedDemoInsights } from './demo-insights';
import { seedDemoListings } from './demo-listings';
import { seedDemoNews } from './demo-news';

export const DEMO_PASSWORD = 'Demo-pass-2026';

const agentBio =
  'Licensed estate agent with ten years of experience across Lekki, Ikoyi and Victoria Island. I help families and investors find the right home.';

export const demoAccounts: Array<Omit<AccountSeed, 'password'> & { note: string }> = [
  { email: 'admin@demo.ng', firstName: 'Adebayo', lastName: 'Ogunleye', role: 'ADMIN', note: 'administrator' },
  {
    email: 'agent@demo.ng',
    firstName: 'Chinedu',
    lastName: 'Okafor',
    role: 'AGENT',
    phoneNumber: '+2348031234501',
    bio: agentBio,
    agent: { status: 'approved', isSmileIdVerified: true },
    note: 'approved agent on the Elite plan',
  },
  {
    email: 'pending.agent@demo.ng',
    firstName: 'Funmilayo',
    lastName: 'Adeyemi',
    role: 'AGENT',
    phoneNumber: '+2348031234502',
    agent: { status: 'submitted' },
    note: 'agent awaiting approval',
  },
  {
    email: 'buyer@demo.ng',
    firstName: 'Amina',
    lastName: 'Bello',
    role: 'BUYER',
    phoneNumber: '+2348031234503',
    note: 'buyer',
  },
  {
    email: 'emeka@demo.ng',
    firstName: 'Emeka',
    lastName: 'Nwosu',
    role: 'BUYER',
    phoneNumber: '+2348031234504',
    note: 'buyer',
  },
  {
    email: 'zainab.agent@demo.ng',
    firstName: 'Zainab',
    lastName: 'Ibrahim',
    role: 'AGENT',
    phoneNumber: '+2348031234505',
    agent: { status: 'approved' },
    note: 'approved agent on the Platinum plan',
  },
  {
    email: 'kemi.agent@demo.ng',
    firstName: 'Kemi',
    lastName: 'Oladipo',
    role: 'AGENT',
    phoneNumber: '+2348031234507',
    agent: { status: 'approved', isSmileIdVerified: true },
    note: 'approved agent on the Starter plan',
  },
  {
    email: 'new.agent@demo.ng',
    firstName: 'Tunde',
    lastName: 'Bakare',
    role: 'AGENT',
    phoneNumber: '+2348031234506',
    agent: { status: 'incomplete' },
    note: 'agent with an incomplete profile',
  },
];

/** Office and social details of the demo agents, so /agents and the profiles show real information. */
const demoAgentDetails: Record<string, Partial<typeof agents.$inferInsert>> = {
  'agent@demo.ng': {
    licenseNo: 'LASRERA 20431',
    certificationNo: 'NIESV 11872',
    agencyName: 'Okafor Prime Realty',
    officeName: 'Lekki Office',
    agencySize: '11-50',
    agencyEmail: 'hello@okaforprime.ng',
    agencyPhoneNumber: '+2348031234511',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.4723,
    website: 'https://okaforprime.ng',
    linkedIn: 'https://www.linkedin.com/in/chinedu-okafor-realty',
    reviewedAt: new Date('2026-10-01T09:00:00Z'),
  },
  'pending.agent@demo.ng': {
    isSmileIdVerified: true,
    verificationType: 'Passport',
    identificationLast4: '0001',
    kycProvider: 'sandbox',
    licenseNo: 'LASRERA 30988',
    certificationNo: 'NIESV 20110',
    agencyName: 'Adeyemi Homes',
    officeName: 'Ikeja Office',
    agencySize: '0-10',
    agencyEmail: 'office@adeyemihomes.ng',
    agencyPhoneNumber: '+2348031234512',
    address: '5 Allen Avenue, Ikeja, Lagos',
    latitude: 6.6018,
    longitude: 3.3515,
    facebook: 'https://www.facebook.com/adeyemihomes',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
  },
  'kemi.agent@demo.ng': {
    licenseNo: 'RSRERA 5512',
    certificationNo: 'NIESV 30871',
    agencyName: 'Garden City Homes',
    officeName: 'GRA Office',
    agencySize: '0-10',
    agencyEmail: 'hello@gardencityhomes.ng',
    agencyPhoneNumber: '+2348031234517',
    address: '14 Tombia Street, GRA Phase 2, Port Harcourt',
    latitude: 4.824,
    longitude: 7.005,
    reviewedAt: new Date('2026-10-20T09:00:00Z'),
  },
  'zainab.agent@demo.ng': {
    isSmileIdVerified: true,
    licenseNo: 'FCT 88120',
    certificationNo: 'NIESV 40922',
    agencyName: 'Capital Keys Properties',
    officeName: 'Wuse Office',
    agencySize: '51-200',
    agencyEmail: 'info@capitalkeys.ng',
    agencyPhoneNumber: '+2348031234515',
    address: 'Plot 1021 Aminu Kano Crescent, Wuse 2, Abuja',
    latitude: 9.0765,
    longitude: 7.4786,
    website: 'https://capitalkeys.ng',
    reviewedAt: new Date('2026-10-15T09:00:00Z'),
  },
};

const demoReviews = [
  {
    agent: 'agent@demo.ng',
    buyer: 'buyer@demo.ng',
    rating: 5,
    text: 'Chinedu showed us four flats in Lekki in one afternoon and was honest about each.',
  },
  {
    agent: 'agent@demo.ng',
    buyer: 'emeka@demo.ng',
    rating: 4,
    text: 'Helpful and responsive. The paperwork took a little longer than promised.',
  },
  {
    agent: 'zainab.agent@demo.ng',
    buyer: 'emeka@demo.ng',
    rating: 5,
    text: 'Found us a serviced apartment in Wuse 2 within a week. Highly recommended.',
  },
];

/** Creates the missing demo accounts, their agent details and reviews; returns how many accounts were created. */
export async function seedDemo(db: Db, storage: FileStorage): Promise<number> {
  let created = 0;
  const ids = new Map<string, string>();
  for (const account of demoAccounts) {
    const result = await ensureAccount(db, { ...account, password: DEMO_PASSWORD });
    ids.set(account.email, result.id);
    if (!result.created) continue;
    created += 1;
    await db.insert(notifications).values({
      userId: result.id,
      title: 'Welcome to Naija Homes',
      message: 'Your demo account is ready. Explore the platform!',
    });
    const details = demoAgentDetails[account.email];
    if (details) {
      // Agents with credentials get a real certificate PDF in storage, so admins can open it.
      const certificate = details.licenseNo
        ? await storage.put(
            newFileKey('certificates', 'pdf'),
            minimalPdf(`Demo certificate: ${account.firstName} ${account.lastName}, licence ${details.licenseNo}`),
            'application/pdf',
          )
        : undefined;
      await db
        .update(agents)
        .set({ ...details, ...(certificate ? { certificatePdf: certificate.key } : {}) })
        .where(eq(agents.userId, result.id));
    }
    // An agent still onboarding shows the progress of the steps they have actually completed.
    const [agent] = await db.select().from(agents).where(eq(agents.userId, result.id));
    if (agent?.status === 'incomplete') {
      await db
        .update(agents)
        .set({ progress: agentProgress(agent) })
        .where(eq(agents.id, agent.id));
    }
  }
  await seedDemoPlan(db, ids.get('agent@demo.ng'), 'Elite');
  await seedDemoPlan(db, ids.get('zainab.agent@demo.ng'), 'Platinum');
  await seedDemoPlan(db, ids.get('kemi.agent@demo.ng'), 'Starter');
  await seedDemoListings(
    db,
    storage,
    ['agent@demo.ng', 'zainab.agent@demo.ng', 'kemi.agent@demo.ng'].map((email) => ids.get(email) ?? ''),
  );
  for (const review of demoReviews) {
    const agentUserId = ids.get(review.agent);
    const reviewerId = ids.get(review.buyer);
    if (!agentUserId || !reviewerId) continue;
    await db
      .insert(reviews)
      .values({ agentUserId, reviewerId, rating: review.rating, text: review.text })
      .onConflictDoNothing({ target: [reviews.agentUserId, reviews.reviewerId] });
  }
  await seedDemoChats(db, ids);
  await seedDemoDeals(db, ids);
  await seedDemoInsights(
    db,
    ['agent@demo.ng', 'zainab.agent@demo.ng', 'kemi.agent@demo.ng'].map((e) => ids.get(e) ?? ''),
  );
  await seedDemoNews(db, storage, ids.get('admin@demo.ng'));
  return created;
}

/** An approved demo agent on an active plan (local provider) with its first invoice. */
async function seedDemoPlan(db: Db, userId: string | undefined, planName: 'Starter' | 'Elite' | 'Platinum') {
  if (!userId) return;
  const [existing] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [elite] = await db.select().from(packages).where(eq(packages.name, planName));
  if (existing || !elite) return;
  const start = new Date();
  const end = addMonth(start);
  await db.insert(subscriptions).values({
    userId,
    packageId: elite.id,
    provider: 'local',
    providerSubscriptionId: `sub-demo-${userId}`,
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    subscribedAt: start,
    lastEventAt: start,
  });
  await db.insert(invoices).values({
    userId,
    packageId: elite.id,
    provider: 'local',
    providerInvoiceId: `inv-demo-${userId}-1`,
    amountKobo: elite.monthlyPriceKobo,
    status: 'paid',
    billingDate: start,
    periodStart: start,
    periodEnd: end,
  });
}

export function demoCredentialsTable(): string {
  const rows = demoAccounts.map((a) => [a.email, DEMO_PASSWORD, a.role, a.note]);
  const header = ['Email', 'Password', 'Role', 'What it shows'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `│ ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [rule('┌', '┬', '┐'), line(header), rule('├', '┼', '┤'), ...rows.map(line), rule('└', '┴', '┘')].join('\n');
}
