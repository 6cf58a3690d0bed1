// @hono/zod-validator with our error shape: the first issue message (field-level first) as a 400 HttpError.
// Malformed JSON is rejected by Hono's validator with a 400 HTTPException, rendered by the same onError.
import { zValidator } from '@hono/zod-validator';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import type { ValidationTargets } from 'hono';
import type * as z from 'zod';
import { HttpError } from './errors';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw new HttpError(400, firstIssueMessage(result.error as unknown as z.ZodError));
  });
}
