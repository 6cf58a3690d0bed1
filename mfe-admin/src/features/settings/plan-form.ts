// The plan form's values as typed (the price as digits, the points as rows) and their check with the plan rules of
// contracts, so the settings page says exactly what the API would.
import { type Package, packageUpdateSchema } from '@naija-homes/contracts/billing';
import * as z from 'zod';

export const MAX_POINTS = 10;
const priceRule = packageUpdateSchema.shape.amount.unwrap();
const pointsRule = packageUpdateSchema.shape.points.unwrap();

export const planFormSchema = z.object({
  amount: z
    .string()
    .transform((digits) => (digits === '' ? Number.NaN : Number(digits)))
    .pipe(priceRule),
  points: z
    .array(z.object({ value: pointsRule.element }))
    .transform((rows) => rows.map((row) => row.value))
    .pipe(pointsRule),
});
export type PlanFormValues = z.input<typeof planFormSchema>;

export const planFormValues = (plan: Pick<Package, 'priceId' | 'points'>): PlanFormValues => ({
  amount: String(plan.priceId.amount),
  points: plan.points.map((value) => ({ value })),
});
