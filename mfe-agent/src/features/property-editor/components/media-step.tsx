import type { EditablePropertyField } from '@naija-homes/contracts/property';
import { useStepForm } from '../hooks/use-step-form';
import { FormSection, StepFooter, StepFormElement, type StepProps, TextField } from './fields';
import { FloorPlanField } from './floor-plan-field';
import { PanoramaField } from './panorama-field';
import { PhotoUploader } from './photo-uploader';

const mediaFields: EditablePropertyField[] = ['video'];

/** Photos, floor plan and 360° tour save as soon as they are chosen; the video link saves with the step. */
export function MediaStep({ property, step, goTo, onDirtyChange }: StepProps) {
  const stepForm = useStepForm({ property, fieldsFor: () => mediaFields, onDirtyChange });
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <PhotoUploader property={property} />
      <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        <FloorPlanField property={property} />
        <PanoramaField property={property} />
      </div>
      <StepFormElement stepForm={stepForm} label="Video" onSaved={() => goTo(step + 1, { force: true })}>
        <FormSection title="Video" single description="A link to a walkthrough video, e.g. on YouTube or Vimeo.">
          <TextField
            name="video"
            label="Video URL"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
          />
        </FormSection>
        <StepFooter step={step} goTo={goTo} saving={stepForm.saving} dirty={stepForm.dirty} />
      </StepFormElement>
    </div>
  );
}
