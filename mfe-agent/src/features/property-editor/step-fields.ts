// Exterior Features and Interior Features as data: for each category, the step's sections and their fields. One
// component (components/fields-step.tsx) draws any of them, and the fields a step sends are the fields it shows.
import {
  electricitySupplies,
  exteriorMaterials,
  flooringTypes,
  hvacSystems,
  lotShapes,
  outdoorFeatures,
  roofMaterials,
  securityFeatures,
  waterSupplies,
} from '@naija-homes/contracts/enums';
import type { EditablePropertyField } from '@naija-homes/contracts/property';
import {
  accessibilityUtilityFeatures,
  additionalAmenities,
  bathtubTypes,
  builtInFeatures,
  cabinetTopMaterials,
  ceilingTypes,
  counterTopMaterials,
  externalFeatures,
  fireSafetySystems,
  interiorLayouts,
  kitchenAppliances,
  kitchenFeatures,
  lotFeatures,
  type PropertyCategory,
  restroomsAccessibilityOptions,
  showerTypes,
  toiletTypes,
  vanityTypes,
} from '@naija-homes/contracts/property-options';

interface FieldBase {
  name: EditablePropertyField;
  label: string;
}

/** A number typed as text: `decimal` keeps digits and one point, `whole` digits only. */
export interface NumberFieldSpec extends FieldBase {
  kind: 'decimal' | 'whole';
  required?: boolean;
  hint?: string;
}

/** One choice (a select) or several (checkboxes spanning both columns). */
export interface ChoiceFieldSpec extends FieldBase {
  kind: 'select' | 'checkboxes';
  options: readonly string[];
}

export type FieldSpec = NumberFieldSpec | ChoiceFieldSpec;

export interface SectionSpec {
  title: string;
  description?: string;
  fields: readonly FieldSpec[];
}

export interface StepSpec {
  /** The form's accessible name (the step's name). */
  label: string;
  sections: Record<PropertyCategory, readonly SectionSpec[]>;
}

const select = (name: EditablePropertyField, label: string, options: readonly string[]): ChoiceFieldSpec => ({
  kind: 'select',
  name,
  label,
  options,
});
const checkboxes = (name: EditablePropertyField, label: string, options: readonly string[]): ChoiceFieldSpec => ({
  kind: 'checkboxes',
  name,
  label,
  options,
});
const miles = (name: EditablePropertyField, label: string): NumberFieldSpec => ({
  kind: 'decimal',
  name,
  label,
  hint: 'Miles',
});
const parking: NumberFieldSpec = { kind: 'whole', name: 'parkingSpaces', label: 'Parking spaces' };
const amenities = checkboxes('additionalAmenities', 'Additional amenities', additionalAmenities);

export const exteriorStep: StepSpec = {
  label: 'Exterior Features',
  sections: {
    residential: [
      {
        title: 'Lot and building',
        fields: [
          {
            kind: 'decimal',
            name: 'totalArea',
            label: 'Total square footage',
            required: true,
            hint: 'The whole plot in square feet',
          },
          parking,
          { kind: 'decimal', name: 'lotSize', label: 'Lot size', hint: 'Square feet' },
          select('lotShape', 'Lot shape', lotShapes),
          select('exteriorMaterial', 'Exterior material', exteriorMaterials),
          select('roofMaterial', 'Roof material', roofMaterials),
          checkboxes('lotFeatures', 'Lot features', lotFeatures),
        ],
      },
      {
        title: 'Outdoor',
        fields: [
          checkboxes('outdoorFeatures', 'Outdoor features', outdoorFeatures),
          checkboxes('externalFeatures', 'External features', externalFeatures),
        ],
      },
      {
        title: 'Utilities',
        fields: [
          select('waterSupply', 'Water supply', waterSupplies),
          select('electricitySupply', 'Electricity supply', electricitySupplies),
          checkboxes(
            'accessibilityUtilityFeatures',
            'Accessibility and utility features',
            accessibilityUtilityFeatures,
          ),
        ],
      },
      {
        title: 'Distances',
        description: 'How far the nearest places are, in miles.',
        fields: [
          miles('distToSchool', 'Distance to school'),
          miles('distToHospitals', 'Distance to hospitals'),
          miles('distToShopping', 'Distance to shopping'),
          miles('distToTransport', 'Distance to public transport'),
          miles('distToHighway', 'Distance to highway'),
        ],
      },
    ],
    commercial: [
      {
        title: 'Access',
        description: 'Distances in miles.',
        fields: [
          parking,
          miles('distToBusiness', 'Distance to business district'),
          miles('distToAirport', 'Distance to airport'),
        ],
      },
      {
        title: 'Safety and systems',
        fields: [
          checkboxes('fireSafetySystems', 'Fire safety systems', fireSafetySystems),
          checkboxes('hvacSystems', 'HVAC systems', hvacSystems),
          checkboxes('securityFeatures', 'Security features', securityFeatures),
        ],
      },
    ],
  },
};

export const interiorStep: StepSpec = {
  label: 'Interior Features',
  sections: {
    residential: [
      {
        title: 'Rooms and finishes',
        description: 'All optional: fill in what buyers ask about.',
        fields: [
          select('flooringType', 'Flooring', flooringTypes),
          select('ceilingType', 'Ceiling', ceilingTypes),
          select('interiorLayout', 'Interior layout', interiorLayouts),
        ],
      },
      {
        title: 'Kitchen',
        fields: [
          select('counterTopMaterial', 'Counter top', counterTopMaterials),
          select('cabinetTopMaterial', 'Cabinets', cabinetTopMaterials),
          checkboxes('kitchenAppliance', 'Kitchen appliances', kitchenAppliances),
          checkboxes('kitchenFeature', 'Kitchen features', kitchenFeatures),
        ],
      },
      {
        title: 'Bathrooms',
        fields: [
          select('bathtubType', 'Bathtub', bathtubTypes),
          select('showerType', 'Shower', showerTypes),
          select('vanityType', 'Vanity', vanityTypes),
          select('toiletType', 'Toilet', toiletTypes),
        ],
      },
      {
        title: 'Extras',
        fields: [checkboxes('builtInFeatures', 'Built-in features', builtInFeatures), amenities],
      },
    ],
    commercial: [
      {
        title: 'Interior',
        fields: [
          { kind: 'whole', name: 'restrooms', label: 'Restrooms', required: true },
          select('restroomsAccessibility', 'Restrooms accessibility', restroomsAccessibilityOptions),
          select('flooringType', 'Flooring', flooringTypes),
          amenities,
        ],
      },
    ],
  },
};

/** The fields a step shows, and so sends, for a category. */
export function stepFieldsOf(step: StepSpec, category: PropertyCategory): EditablePropertyField[] {
  return step.sections[category].flatMap((section) => section.fields.map((field) => field.name));
}
