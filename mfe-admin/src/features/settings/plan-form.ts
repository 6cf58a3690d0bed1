// The plan form's values as typed (the price as text, checked by the one money rule; the points as rows) and their check with the plan rules of
// contracts, so the settings page says exactly what the API would.
import { type Package, packageUpdateSchema } from '@naija-homes/contracts/billing';
import { formatNairaInput } from '@naija-homes/contracts/money';
import * as z from 'zod';

export const MAX_POINTS = 10;
const priceRule = packageUpdateSchema.shape.amount.unwrap();
const pointsRule = packageUpdateSchema.shape.points.unwrap();

export const planFormSchema = z.object({
  amount: z.string().transform((text, ctx) => {
    const checked = priceRule.safeParse(text);
    if (checked.success) return checked.data;
    ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Price is required' });
    return z.NEVER;
  }),
  points: z
    .array(z.object({ value: pointsRule.element }))
    .transform((rows) => rows.map((row) => row.value))
    .pipe(pointsRule),
});
export type PlanFormValues = z.input<typeof planFormSchema>;

export const planFormValues = (plan: Pick<Package, 'priceId' | 'points'>): PlanFormValues => ({
  amount: formatNairaInput(String(plan.priceId.amount)),
  points: plan.points.map((value) => ({ value })),
});
