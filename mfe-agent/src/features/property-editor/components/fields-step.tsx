import { decimalsOnly, digitsOnly } from '../form-values';
import { useStepForm } from '../hooks/use-step-form';
import { type FieldSpec, type StepSpec, stepFieldsOf } from '../step-fields';
import {
  CheckboxGroup,
  FormSection,
  SelectField,
  StepFooter,
  StepFormElement,
  type StepProps,
  TextField,
} from './fields';

/** One field of a described step. */
function DescribedField({ spec }: { spec: FieldSpec }) {
  switch (spec.kind) {
    case 'select':
      return <SelectField name={spec.name} label={spec.label} options={spec.options} />;
    case 'checkboxes':
      return <CheckboxGroup name={spec.name} label={spec.label} options={spec.options} />;
    case 'decimal':
    case 'whole':
      return (
        <TextField
          name={spec.name}
          label={spec.label}
          required={spec.required}
          hint={spec.hint}
          inputMode={spec.kind === 'decimal' ? 'decimal' : 'numeric'}
          sanitize={spec.kind === 'decimal' ? decimalsOnly : digitsOnly}
        />
      );
  }
}

/**
 * A step drawn from its description (step-fields.ts): Exterior Features and Interior Features, each with the
 * sections of the listing's category. It sends the fields it shows.
 */
export function FieldsStep({ spec, property, step, goTo, onDirtyChange }: StepProps & { spec: StepSpec }) {
  const category = property.propertyCategory;
  const stepForm = useStepForm({ property, fieldsFor: () => stepFieldsOf(spec, category), onDirtyChange });
  return (
    <StepFormElement stepForm={stepForm} label={spec.label} onSaved={() => goTo(step + 1, { force: true })}>
      {spec.sections[category].map((section) => (
        <FormSection key={section.title} title={section.title} description={section.description}>
          {section.fields.map((field) => (
            <DescribedField key={field.name} spec={field} />
          ))}
        </FormSection>
      ))}
      <StepFooter step={step} goTo={goTo} saving={stepForm.saving} dirty={stepForm.dirty} />
    </StepFormElement>
  );
}
