import type { ListingHold } from '@naija-homes/contracts/property';
import { editorSteps, optionLabel } from '@naija-homes/contracts/property-options';
import { reviewSections } from '@naija-homes/contracts/property-review';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { UnsavedChangesDialog } from '@naija-homes/ui-kit/components/unsaved-changes-dialog';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ListingHoldNotice } from '../../../shared/listing-hold';
import { propertyQueryOptions } from '../api/get-property';
import { stepIntro } from '../editor-steps';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { exteriorStep, interiorStep } from '../step-fields';
import { EditorSkeleton, LoadError } from './editor-states';
import type { StepProps } from './fields';
import { FieldsStep } from './fields-step';
import { GeneralStep } from './general-step';
import { MediaStep } from './media-step';
import { PublishStep } from './publish-step';
import { Stepper } from './stepper';

/** The view of each step, in the order of `editorSteps`. */
function StepView({ step, hold, ...props }: StepProps & { hold: ListingHold }) {
  const shared = { step, ...props };
  if (step === 1) return <FieldsStep spec={exteriorStep} {...shared} />;
  if (step === 2) return <FieldsStep spec={interiorStep} {...shared} />;
  if (step === 3) return <MediaStep {...shared} />;
  if (step === 4) return <PublishStep {...shared} hold={hold} />;
  return <GeneralStep {...shared} />;
}

/** The property creation wizard (spec §2) for the listing `id`: header, stepper and the step the URL names. */
export function PropertyEditor({ id }: { id: string }) {
  const query = useQuery(propertyQueryOptions(id));
  const property = query.data?.data;
  const { step, goTo, onDirtyChange, guard } = useStepNavigation(property?.propertyCategory);

  if (query.isPending) return <EditorSkeleton />;
  if (query.isError || !property) return <LoadError error={query.error} retry={() => void query.refetch()} />;

  const sections = reviewSections(property);
  const hold = query.data.hold;
  // An admin's hold wins over published: the listing is not live whatever the agent last did (ADR 022).
  const chip = hold ? 'deactivated by our team' : property.isPublished ? 'published' : 'draft';
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-5">
      <div>
        <nav aria-label="Breadcrumb" className="mb-2 text-sm">
          <Link to="/agent/my-properties" className="text-primary underline underline-offset-4">
            My Properties
          </Link>
          <span aria-hidden="true" className="mx-2 text-muted-foreground">
            /
          </span>
          <span aria-current="page" className="text-muted-foreground">
            Edit property
          </span>
        </nav>
        <PageHeader
          className="mb-0"
          title={property.title}
          description={
            <span className="flex flex-wrap items-center gap-2">
              {optionLabel(property.propertyCategory)} property
              <Chip tone={hold ? 'red' : statusTone(chip)}>{chip}</Chip>
            </span>
          }
        />
      </div>
      {hold ? <ListingHoldNotice hold={hold} title={property.title} /> : null}
      <Stepper
        current={step}
        complete={editorSteps.map((_, index) => sections[index]?.complete)}
        onSelect={(next) => goTo(next)}
      />
      <StepHeading step={step} intro={stepIntro(step, property.propertyCategory)} />
      <StepView key={step} property={property} hold={hold} step={step} goTo={goTo} onDirtyChange={onDirtyChange} />
      <UnsavedChangesDialog
        guard={guard}
        description="Your changes on this step are not saved yet. Use Save and continue to keep them."
      />
    </div>
  );
}

/** The step's heading takes the focus when the step changes, so the change is announced and Tab starts there. */
function StepHeading({ step, intro }: { step: number; intro: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return (
    <div className="grid gap-1">
      <p className="text-sm text-muted-foreground">
        Step {step + 1} of {editorSteps.length}
      </p>
      <h2
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-semibold outline-none"
        id="editor-step-heading"
      >
        {editorSteps[step]}
      </h2>
      <p className="text-sm text-muted-foreground">{intro}</p>
    </div>
  );
}
