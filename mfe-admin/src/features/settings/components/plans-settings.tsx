import { zodResolver } from '@hookform/resolvers/zod';
import { type Package, planName } from '@naija-homes/contracts/billing';
import { formatNaira } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { NairaInput } from '@naija-homes/ui-kit/components/naira-input';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toastFirstError } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type * as z from 'zod';
import { plansQueryOptions } from '../api/get-plans';
import { useUpdatePlan } from '../api/update-plan';
import {
  type PlanFormValues as FormValues,
  planFormSchema as formSchema,
  MAX_POINTS,
  planFormValues as valuesOf,
} from '../plan-form';
import { SettingsCard } from './settings-card';
import { TextListRow } from './text-list-row';

/** Every plan's monthly price and points, as the pricing page and the agents' plan cards show them. */
export function PlansSettings() {
  const plans = useQuery(plansQueryOptions());
  if (plans.isPending) {
    return (
      <div className="grid gap-6">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-64" />
        ))}
      </div>
    );
  }
  if (plans.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {plans.error.message}
      </p>
    );
  }
  return (
    <div className="grid gap-6">
      {plans.data.map((plan) => (
        <PlanForm key={plan._id} plan={plan} />
      ))}
    </div>
  );
}

function PlanForm({ plan }: { plan: Package }) {
  // 'Starter Plan' (the default name) already says plan: the labels below add their own ('Starter plan').
  const name = planName(plan.name).replace(/ plan$/i, '');
  const form = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(plan),
  });
  const points = useFieldArray({ control: form.control, name: 'points' });
  const update = useUpdatePlan(toastOutcome((answer) => form.reset(valuesOf(answer.data))));
  const { errors } = form.formState;
  const pointsError = errors.points?.root?.message ?? errors.points?.message;
  return (
    <SettingsCard
      title={`${name} plan`}
      description={`${formatNaira(plan.priceId.amount)} a month on the pricing page now.`}
      label={`${name} plan`}
      saving={update.isPending}
      onSubmit={form.handleSubmit((values) => update.mutate({ packageId: plan._id, changes: values }), toastFirstError)}
    >
      <Controller
        control={form.control}
        name="amount"
        render={({ field }) => (
          <FormField label="Price per month" error={errors.amount?.message} required className="max-w-xs">
            <NairaInput value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Points shown on the plan card</legend>
        <ul className="grid gap-2">
          {points.fields.map((row, index) => (
            <TextListRow
              key={row.id}
              label={`${name} point ${index + 1}`}
              removeLabel={`Remove ${name} point ${index + 1}`}
              error={errors.points?.[index]?.value?.message}
              onRemove={() => points.remove(index)}
              field={form.register(`points.${index}.value`)}
            />
          ))}
        </ul>
        {pointsError ? (
          <p role="alert" className="text-xs text-destructive">
            {pointsError}
          </p>
        ) : null}
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={points.fields.length >= MAX_POINTS}
            onClick={() => points.append({ value: '' }, { shouldFocus: true })}
          >
            <PlusIcon aria-hidden="true" /> Add a point
          </Button>
        </div>
      </fieldset>
    </SettingsCard>
  );
}
