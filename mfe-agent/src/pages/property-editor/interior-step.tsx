import { flooringTypes } from '@naija-homes/contracts/enums';
import {
  additionalAmenities,
  bathtubTypes,
  builtInFeatures,
  cabinetTopMaterials,
  ceilingTypes,
  counterTopMaterials,
  type EditablePropertyField,
  interiorLayouts,
  kitchenAppliances,
  kitchenFeatures,
  restroomsAccessibilityOptions,
  showerTypes,
  toiletTypes,
  vanityTypes,
} from '@naija-homes/contracts/property';
import {
  CheckboxGroup,
  FormSection,
  SelectField,
  StepFooter,
  StepFormElement,
  type StepProps,
  TextField,
} from './fields';
import { digitsOnly } from './form-values';
import { type StepForm, useStepForm } from './use-step-form';

const residentialFields: EditablePropertyField[] = [
  'flooringType',
  'ceilingType',
  'interiorLayout',
  'kitchenAppliance',
  'counterTopMaterial',
  'cabinetTopMaterial',
  'kitchenFeature',
  'bathtubType',
  'showerType',
  'vanityType',
  'toiletType',
  'builtInFeatures',
  'additionalAmenities',
];
const commercialFields: EditablePropertyField[] = [
  'restrooms',
  'restroomsAccessibility',
  'flooringType',
  'additionalAmenities',
];

export function InteriorStep({ property, step, goTo, onDirtyChange }: StepProps) {
  const residential = property.propertyCategory === 'residential';
  const form = useStepForm(property, () => (residential ? residentialFields : commercialFields), onDirtyChange);
  return (
    <StepFormElement form={form} label="Interior Features" onSaved={() => goTo(step + 1, { force: true })}>
      {residential ? <ResidentialInterior form={form} /> : <CommercialInterior form={form} />}
      <StepFooter step={step} goTo={goTo} saving={form.saving} dirty={form.dirty} />
    </StepFormElement>
  );
}

function Amenities({ form }: { form: StepForm }) {
  return (
    <CheckboxGroup form={form} name="additionalAmenities" label="Additional amenities" options={additionalAmenities} />
  );
}

function ResidentialInterior({ form }: { form: StepForm }) {
  return (
    <>
      <FormSection title="Rooms and finishes" description="All optional: fill in what buyers ask about.">
        <SelectField form={form} name="flooringType" label="Flooring" options={flooringTypes} />
        <SelectField form={form} name="ceilingType" label="Ceiling" options={ceilingTypes} />
        <SelectField form={form} name="interiorLayout" label="Interior layout" options={interiorLayouts} />
      </FormSection>
      <FormSection title="Kitchen">
        <SelectField form={form} name="counterTopMaterial" label="Counter top" options={counterTopMaterials} />
        <SelectField form={form} name="cabinetTopMaterial" label="Cabinets" options={cabinetTopMaterials} />
        <CheckboxGroup form={form} name="kitchenAppliance" label="Kitchen appliances" options={kitchenAppliances} />
        <CheckboxGroup form={form} name="kitchenFeature" label="Kitchen features" options={kitchenFeatures} />
      </FormSection>
      <FormSection title="Bathrooms">
        <SelectField form={form} name="bathtubType" label="Bathtub" options={bathtubTypes} />
        <SelectField form={form} name="showerType" label="Shower" options={showerTypes} />
        <SelectField form={form} name="vanityType" label="Vanity" options={vanityTypes} />
        <SelectField form={form} name="toiletType" label="Toilet" options={toiletTypes} />
      </FormSection>
      <FormSection title="Extras">
        <CheckboxGroup form={form} name="builtInFeatures" label="Built-in features" options={builtInFeatures} />
        <Amenities form={form} />
      </FormSection>
    </>
  );
}

function CommercialInterior({ form }: { form: StepForm }) {
  return (
    <FormSection title="Interior">
      <TextField form={form} name="restrooms" label="Restrooms" required inputMode="numeric" sanitize={digitsOnly} />
      <SelectField
        form={form}
        name="restroomsAccessibility"
        label="Restrooms accessibility"
        options={restroomsAccessibilityOptions}
      />
      <SelectField form={form} name="flooringType" label="Flooring" options={flooringTypes} />
      <Amenities form={form} />
    </FormSection>
  );
}
