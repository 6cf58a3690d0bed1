// Plans: the public list, one plan by id, the admin's edit, and the plan as a payment provider needs it.
import {
  billingMessages,
  type Package,
  type PackageUpdate,
  planName,
  visibilityLabel,
} from '@naija-homes/contracts/billing';
import { koboToNaira, nairaToKobo } from '@naija-homes/contracts/format';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { packages } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { PlanForCheckout } from '../../providers/payments/types';
import { recordAudit } from '../audit/audit.service';

export type PackageRow = typeof packages.$inferSelect;

export function packageJson(row: PackageRow): Package {
  return {
    _id: row.id,
    name: row.name,
    subTitle: row.subTitle,
    priceId: { amount: koboToNaira(row.monthlyPriceKobo), currency: 'NGN', interval: 'month' },
    description1: row.description1,
    description2: row.description2,
    points: row.points,
    priority: row.priority,
    visibilityLevel: row.visibilityLevel,
    visibilityLabel: visibilityLabel(row.visibilityLevel),
    allowsVirtualTour: row.allowsVirtualTour,
  };
}

export function planForCheckout(row: PackageRow): PlanForCheckout {
  return {
    id: row.id,
    name: planName(row.name),
    monthlyPriceKobo: row.monthlyPriceKobo,
    stripePriceId: row.stripePriceId,
    paystackPlanCode: row.paystackPlanCode,
  };
}

export async function listPackages(db: Db): Promise<PackageRow[]> {
  return db.select().from(packages).orderBy(asc(packages.priority));
}

export async function requirePackage(db: Db, packageId: string): Promise<PackageRow> {
  const valid = isUuid(packageId);
  const [row] = valid ? await db.select().from(packages).where(eq(packages.id, packageId)) : [];
  if (!row) throw new HttpError(404, billingMessages.packageNotFound);
  return row;
}

/** What the audit log keeps of a plan: what admins edit, the price in naira. */
function auditedPlan(row: PackageRow): Record<string, unknown> {
  return {
    name: row.name,
    subTitle: row.subTitle,
    description1: row.description1,
    description2: row.description2,
    points: row.points,
    amount: koboToNaira(row.monthlyPriceKobo),
  };
}

/** An admin's edit of a plan, with its audit entry (before/after) in the same transaction. */
export async function updatePackage(
  db: Db,
  packageId: string,
  changes: PackageUpdate,
  adminId: string,
): Promise<PackageRow> {
  await requirePackage(db, packageId);
  const { amount, ...wording } = changes;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(packages).where(eq(packages.id, packageId)).for('update');
    if (!before) throw new HttpError(404, billingMessages.packageNotFound);
    const set = { ...wording, ...(amount !== undefined ? { monthlyPriceKobo: nairaToKobo(amount) } : {}) };
    // An empty edit changes nothing and records nothing.
    if (Object.keys(set).length === 0) return before;
    const [row] = await tx.update(packages).set(set).where(eq(packages.id, packageId)).returning();
    const after = row as PackageRow;
    // The same edit sent twice records one change.
    if (JSON.stringify(auditedPlan(before)) === JSON.stringify(auditedPlan(after))) return after;
    await recordAudit(tx, adminId, {
      action: 'plan.update',
      targetType: 'plan',
      targetId: packageId,
      targetLabel: planName(after.name),
      before: auditedPlan(before),
      after: auditedPlan(after),
    });
    return after;
  });
}
