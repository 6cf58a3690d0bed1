// The editor's react-hook-form resolver: the contract (propertyUpdateSchema, through zodResolver) checks the PATCH
// body of what the step changed, not the whole form. Like the API, it names one problem at a time: the first
// field-level message (spec §5), then the step's own rules (dates relative to today and to each other).
import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@naija-homes/contracts/messages';
import { type EditablePropertyField, type PropertyUpdate, propertyUpdateSchema } from '@naija-homes/contracts/property';
import type { FieldErrors, Resolver, ResolverError, ResolverResult, ResolverSuccess } from 'react-hook-form';
import type * as z from 'zod';
import { buildPatch, type FormValues, type PropertyPatch } from './form-values';

export interface FieldProblem {
  field: string;
  message: string;
}

/** What the resolver reads besides the values: the saved values the changes are measured from. */
export interface PatchContext {
  initial: FormValues;
}

/** The fields a step sends, which may depend on what is filled in (rent terms only for rent). */
export type StepFields = (values: FormValues) => readonly EditablePropertyField[];
/** A step's rule beyond the contract; runs once the contract accepts the changes. */
export type StepCheck = (changes: PropertyPatch, values: FormValues) => FieldProblem | null;

// The contract accepts any JSON at run time; typed here as taking the form's patch, which is what it is given.
const contract: z.ZodType<PropertyUpdate, PropertyPatch> = propertyUpdateSchema;
const contractResolver = zodResolver(contract);

const succeeded = <T>(result: ResolverResult<PropertyPatch, T>): result is ResolverSuccess<T> =>
  Object.keys(result.errors).length === 0;

/** The first problem zodResolver reports, field-level first (a message with no field comes last). */
export function firstProblem(errors: FieldErrors<PropertyPatch>): FieldProblem | null {
  let formLevel: FieldProblem | null = null;
  for (const [field, error] of Object.entries(errors)) {
    const message: unknown = error?.message;
    if (typeof message !== 'string') continue;
    if (field) return { field, message };
    formLevel ??= { field: 'root', message };
  }
  return formLevel;
}

/** Where a problem outside the step's fields goes: `errors.root.contract`. */
export const contractErrorKey = 'contract';

/** A failed check: beside its field when the step shows it, else as the form's message (shown as a toast). */
function failure(problem: FieldProblem, fields: readonly EditablePropertyField[]): ResolverError<FormValues> {
  const errors: FieldErrors<FormValues> = {};
  const field = fields.find((name) => name === problem.field);
  if (field) errors[field] = { type: 'contract', message: problem.message };
  else errors.root = { [contractErrorKey]: { type: 'contract', message: problem.message } };
  return { values: {}, errors };
}

/**
 * A step's resolver: on success react-hook-form hands the submit handler the contract's parsed PATCH body of what
 * changed among the step's fields since `context.initial`.
 */
export function patchResolver(
  fieldsFor: StepFields,
  check?: StepCheck,
): Resolver<FormValues, PatchContext, PropertyUpdate> {
  return async (values, context, options) => {
    const fields = fieldsFor(values);
    const patch = buildPatch(fields, context?.initial ?? {}, values);
    const result = await contractResolver(patch, context, {
      criteriaMode: 'firstError',
      fields: options.fields,
      shouldUseNativeValidation: false,
    });
    if (!succeeded(result)) {
      return failure(firstProblem(result.errors) ?? { field: 'root', message: messages.serverError }, fields);
    }
    const problem = check?.(patch, values);
    return problem ? failure(problem, fields) : { values: result.values, errors: {} };
  };
}
