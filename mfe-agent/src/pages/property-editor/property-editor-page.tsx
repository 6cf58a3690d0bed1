import { statusTone } from '@naija-homes/contracts/enums';
import { ApiError } from '@naija-homes/contracts/http';
import { editorSteps, optionLabel, type PropertyCategory, reviewSections } from '@naija-homes/contracts/property';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button, buttonVariants } from '@naija-homes/ui-kit/components/button';
import { Card } from '@naija-homes/ui-kit/components/card';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ExteriorStep } from './exterior-step';
import type { StepProps } from './fields';
import { GeneralStep } from './general-step';
import { InteriorStep } from './interior-step';
import { MediaStep } from './media-step';
import { PublishStep } from './publish-step';
import { Stepper } from './stepper';
import { useProperty } from './use-property';

const stepViews: ComponentType<StepProps>[] = [GeneralStep, ExteriorStep, InteriorStep, MediaStep, PublishStep];

function stepIntro(step: number, category: PropertyCategory): string {
  const residential = category === 'residential';
  return [
    'What you are listing, its price and where it is.',
    residential
      ? 'The outside: land, building, utilities and what is nearby.'
      : 'Access, parking and the building’s safety systems.',
    residential
      ? 'The inside: finishes, kitchen and bathrooms. All optional.'
      : 'The inside: restrooms (required), flooring and amenities.',
    'Photos (at least 3), floor plan, 360° tour and video.',
    'Check every section, then publish the listing to search.',
  ][step] as string;
}

function stepFrom(value: string | null): number {
  const step = Number(value ?? 0);
  return Number.isInteger(step) && step >= 0 && step < editorSteps.length ? step : 0;
}

/** /agent/property/:id?step=0..4&propertyCategory=…: the property creation wizard (spec §2). */
export function PropertyEditorPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useProperty(id);
  const property = query.data?.data;
  const step = stepFrom(params.get('step'));
  const dirty = useRef(false);
  const [leaveTo, setLeaveTo] = useState<number | null>(null);

  const showStep = useCallback(
    (next: number) => {
      setParams((current) => {
        const search = new URLSearchParams(current);
        search.set('step', String(next));
        if (property) search.set('propertyCategory', property.propertyCategory);
        return search;
      });
    },
    [setParams, property],
  );

  const goTo = useCallback(
    (next: number, options?: { force?: boolean }) => {
      if (next < 0 || next >= editorSteps.length || next === step) return;
      if (dirty.current && !options?.force) setLeaveTo(next);
      else showStep(next);
    },
    [showStep, step],
  );

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  // The URL names the category the listing really has (the dialog's link may predate a change).
  const category = property?.propertyCategory;
  useEffect(() => {
    if (category && params.get('propertyCategory') !== category) {
      setParams(
        (current) => {
          const search = new URLSearchParams(current);
          search.set('propertyCategory', category);
          return search;
        },
        { replace: true },
      );
    }
  }, [category, params, setParams]);

  if (query.isPending) return <EditorSkeleton />;
  if (query.isError || !property) return <LoadError error={query.error} retry={() => void query.refetch()} />;

  const sections = reviewSections(property);
  const View = stepViews[step] ?? GeneralStep;
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-5">
      <div>
        <nav aria-label="Breadcrumb" className="mb-2 text-sm">
          <Link to="/agent/my-properties" className="text-primary hover:underline">
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
              <Chip tone={statusTone(property.isPublished ? 'published' : 'draft')}>
                {property.isPublished ? 'published' : 'draft'}
              </Chip>
            </span>
          }
        />
      </div>
      <Stepper
        current={step}
        complete={editorSteps.map((_, index) => sections[index]?.complete)}
        onSelect={(next) => goTo(next)}
      />
      <StepHeading step={step} intro={stepIntro(step, property.propertyCategory)} />
      <View key={step} property={property} step={step} goTo={goTo} onDirtyChange={onDirtyChange} />
      <ConfirmDialog
        open={leaveTo !== null}
        onOpenChange={(open) => (open ? null : setLeaveTo(null))}
        title="Leave this step without saving?"
        description="Your changes on this step are not saved yet. Use Save and continue to keep them."
        confirmText="Leave without saving"
        cancelText="Stay"
        onConfirm={() => {
          const next = leaveTo;
          setLeaveTo(null);
          dirty.current = false;
          if (next !== null) showStep(next);
        }}
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

function EditorSkeleton() {
  return (
    <div
      className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-5"
      role="status"
      aria-busy="true"
      aria-label="Loading property"
    >
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-7 w-48" />
      <div className="grid gap-4 rounded-card border border-border bg-surface p-5 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className="grid gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

function LoadError({ error, retry }: { error: Error | null; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  const [title, text] =
    status === 404
      ? ['Property not found', 'This property does not exist or has been deleted.']
      : status === 403
        ? ['You cannot edit this property', 'It belongs to another agent. You can edit only your own listings.']
        : ['We could not load this property', error?.message ?? 'Please try again.'];
  return (
    <Card role="alert" className="mx-auto mt-6 grid max-w-xl gap-3 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {status === 404 || status === 403 ? null : (
          <Button type="button" variant="outline" onClick={retry}>
            Try again
          </Button>
        )}
        <Link to="/agent/my-properties" className={buttonVariants()}>
          Go to My Properties
        </Link>
      </div>
    </Card>
  );
}
