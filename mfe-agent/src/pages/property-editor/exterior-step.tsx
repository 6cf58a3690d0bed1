import {
  electricitySupplies,
  exteriorMaterials,
  hvacSystems,
  lotShapes,
  outdoorFeatures,
  roofMaterials,
  securityFeatures,
  waterSupplies,
} from '@naija-homes/contracts/enums';
import {
  accessibilityUtilityFeatures,
  type EditablePropertyField,
  externalFeatures,
  fireSafetySystems,
  lotFeatures,
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
import { decimalsOnly, digitsOnly } from './form-values';
import { type StepForm, useStepForm } from './use-step-form';

const residentialFields: EditablePropertyField[] = [
  'totalArea',
  'parkingSpaces',
  'lotSize',
  'lotShape',
  'lotFeatures',
  'exteriorMaterial',
  'roofMaterial',
  'outdoorFeatures',
  'externalFeatures',
  'waterSupply',
  'electricitySupply',
  'accessibilityUtilityFeatures',
  'distToSchool',
  'distToHospitals',
  'distToShopping',
  'distToTransport',
  'distToHighway',
];
const commercialFields: EditablePropertyField[] = [
  'parkingSpaces',
  'distToBusiness',
  'distToAirport',
  'fireSafetySystems',
  'hvacSystems',
  'securityFeatures',
];

const miles = { inputMode: 'decimal' as const, sanitize: decimalsOnly, hint: 'Miles' };

export function ExteriorStep({ property, step, goTo, onDirtyChange }: StepProps) {
  const residential = property.propertyCategory === 'residential';
  const form = useStepForm(property, () => (residential ? residentialFields : commercialFields), onDirtyChange);
  return (
    <StepFormElement form={form} label="Exterior Features" onSaved={() => goTo(step + 1, { force: true })}>
      {residential ? <ResidentialExterior form={form} /> : <CommercialExterior form={form} />}
      <StepFooter step={step} goTo={goTo} saving={form.saving} dirty={form.dirty} />
    </StepFormElement>
  );
}

function Parking({ form }: { form: StepForm }) {
  return (
    <TextField form={form} name="parkingSpaces" label="Parking spaces" inputMode="numeric" sanitize={digitsOnly} />
  );
}

function ResidentialExterior({ form }: { form: StepForm }) {
  return (
    <>
      <FormSection title="Lot and building">
        <TextField
          form={form}
          name="totalArea"
          label="Total square footage"
          required
          hint="The whole plot in square feet"
          inputMode="decimal"
          sanitize={decimalsOnly}
        />
        <Parking form={form} />
        <TextField
          form={form}
          name="lotSize"
          label="Lot size"
          hint="Square feet"
          inputMode="decimal"
          sanitize={decimalsOnly}
        />
        <SelectField form={form} name="lotShape" label="Lot shape" options={lotShapes} />
        <SelectField form={form} name="exteriorMaterial" label="Exterior material" options={exteriorMaterials} />
        <SelectField form={form} name="roofMaterial" label="Roof material" options={roofMaterials} />
        <CheckboxGroup form={form} name="lotFeatures" label="Lot features" options={lotFeatures} />
      </FormSection>
      <FormSection title="Outdoor">
        <CheckboxGroup form={form} name="outdoorFeatures" label="Outdoor features" options={outdoorFeatures} />
        <CheckboxGroup form={form} name="externalFeatures" label="External features" options={externalFeatures} />
      </FormSection>
      <FormSection title="Utilities">
        <SelectField form={form} name="waterSupply" label="Water supply" options={waterSupplies} />
        <SelectField form={form} name="electricitySupply" label="Electricity supply" options={electricitySupplies} />
        <CheckboxGroup
          form={form}
          name="accessibilityUtilityFeatures"
          label="Accessibility and utility features"
          options={accessibilityUtilityFeatures}
        />
      </FormSection>
      <FormSection title="Distances" description="How far the nearest places are, in miles.">
        <TextField form={form} name="distToSchool" label="Distance to school" {...miles} />
        <TextField form={form} name="distToHospitals" label="Distance to hospitals" {...miles} />
        <TextField form={form} name="distToShopping" label="Distance to shopping" {...miles} />
        <TextField form={form} name="distToTransport" label="Distance to public transport" {...miles} />
        <TextField form={form} name="distToHighway" label="Distance to highway" {...miles} />
      </FormSection>
    </>
  );
}

function CommercialExterior({ form }: { form: StepForm }) {
  return (
    <>
      <FormSection title="Access" description="Distances in miles.">
        <Parking form={form} />
        <TextField form={form} name="distToBusiness" label="Distance to business district" {...miles} />
        <TextField form={form} name="distToAirport" label="Distance to airport" {...miles} />
      </FormSection>
      <FormSection title="Safety and systems">
        <CheckboxGroup form={form} name="fireSafetySystems" label="Fire safety systems" options={fireSafetySystems} />
        <CheckboxGroup form={form} name="hvacSystems" label="HVAC systems" options={hvacSystems} />
        <CheckboxGroup form={form} name="securityFeatures" label="Security features" options={securityFeatures} />
      </FormSection>
    </>
  );
}
