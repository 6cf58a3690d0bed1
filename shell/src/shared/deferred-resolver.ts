import { toast } from '@naija-homes/ui-kit/components/toast';
import { deferredModule, SCHEMA_LOAD_FAILED } from '@naija-homes/ui-kit/lib/deferred-module';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose schema loads when the form is first used, not with its page. The account pages are
 * painted by the server and otherwise idle once the app has them; loading zod and building a contract module's
 * schemas was the longest task left on them (a quarter of a second of a phone's main thread). `preload` starts the
 * load as the visitor starts on the form (its first focus), so a submit rarely waits for it; the resolver itself
 * waits when it has to. A load that fails (a dropped connection) is told as such and tried again on the next submit.
 */
export function deferredResolver<TValues extends FieldValues, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
): { resolver: Resolver<TValues, unknown, TOutput>; preload: () => void } {
  const schema = deferredModule(load);
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TValues, unknown, TOutput>;
    try {
      resolve = await schema.load();
    } catch {
      toast.error(SCHEMA_LOAD_FAILED);
      // A form-wide error: no field's own, so TypeScript cannot see it fits every form's errors.
      const errors = { root: { type: 'load', message: SCHEMA_LOAD_FAILED } } as FieldErrors<TValues>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: schema.preload };
}
