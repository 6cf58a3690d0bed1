// Demo accounts for `npm start` (never in production). Idempotent: existing emails are left alone.
import type { Db } from '../client';
import { notifications } from '../schema';
import { type AccountSeed, ensureAccount } from './accounts';

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
    agent: { status: 'approved', progress: 100, isSmileIdVerified: true },
    note: 'approved agent',
  },
  {
    email: 'pending.agent@demo.ng',
    firstName: 'Funmilayo',
    lastName: 'Adeyemi',
    role: 'AGENT',
    phoneNumber: '+2348031234502',
    agent: { status: 'submitted', progress: 100 },
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
    agent: { status: 'approved', progress: 100 },
    note: 'approved agent (Abuja)',
  },
  {
    email: 'new.agent@demo.ng',
    firstName: 'Tunde',
    lastName: 'Bakare',
    role: 'AGENT',
    phoneNumber: '+2348031234506',
    agent: { status: 'incomplete', progress: 20 },
    note: 'agent with an incomplete profile',
  },
];

/** Creates the missing demo accounts; returns how many were created. */
export async function seedDemo(db: Db): Promise<number> {
  let created = 0;
  for (const account of demoAccounts) {
    const result = await ensureAccount(db, { ...account, password: DEMO_PASSWORD });
    if (!result.created) continue;
    created += 1;
    await db.insert(notifications).values({
      userId: result.id,
      title: 'Welcome to Naija Homes',
      message: 'Your demo account is ready. Explore the platform!',
    });
  }
  return created;
}

export function demoCredentialsTable(): string {
  const rows = demoAccounts.map((a) => [a.email, DEMO_PASSWORD, a.role, a.note]);
  const header = ['Email', 'Password', 'Role', 'What it shows'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `│ ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' │ ')} │`;
  const rule = (l: string, m: string, r: string) => `${l}${widths.map((w) => '─'.repeat(w + 2)).join(m)}${r}`;
  return [rule('┌', '┬', '┐'), line(header), rule('├', '┼', '┤'), ...rows.map(line), rule('└', '┴', '┘')].join('\n');
}
