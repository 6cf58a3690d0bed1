import { describe, expect, test } from 'bun:test';
import { reviewSections } from '@naija-homes/contracts/property-review';
import { exteriorStep, interiorStep, stepFieldsOf } from './step-fields';

const sorted = (fields: string[]) => [...fields].sort();

describe('Exterior and Interior Features as data', () => {
  test('each category sends exactly the fields it shows', () => {
    expect(sorted(stepFieldsOf(exteriorStep, 'residential'))).toEqual(
      sorted([
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
      ]),
    );
    expect(sorted(stepFieldsOf(exteriorStep, 'commercial'))).toEqual(
      sorted([
        'parkingSpaces',
        'distToBusiness',
        'distToAirport',
        'fireSafetySystems',
        'hvacSystems',
        'securityFeatures',
      ]),
    );
    expect(sorted(stepFieldsOf(interiorStep, 'residential'))).toEqual(
      sorted([
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
      ]),
    );
    expect(sorted(stepFieldsOf(interiorStep, 'commercial'))).toEqual(
      sorted(['restrooms', 'restroomsAccessibility', 'flooringType', 'additionalAmenities']),
    );
  });

  test('the fields the review requires are the ones marked required', () => {
    const required = (category: 'residential' | 'commercial') =>
      [exteriorStep, interiorStep].flatMap((step) =>
        step.sections[category].flatMap((section) =>
          section.fields.filter((field) => 'required' in field && field.required).map((field) => field.label),
        ),
      );
    const empty = { photos: [] } as const;
    const missing = (category: 'residential' | 'commercial') =>
      reviewSections({ ...emptyListing, ...empty, propertyCategory: category })
        .filter((section) => section.key === 'exterior' || section.key === 'interior')
        .flatMap((section) => section.missing);
    expect(required('residential')).toEqual(missing('residential'));
    expect(required('commercial')).toEqual(missing('commercial'));
  });

  test('a field appears once per step', () => {
    for (const step of [exteriorStep, interiorStep]) {
      for (const category of ['residential', 'commercial'] as const) {
        const fields = stepFieldsOf(step, category);
        expect(new Set(fields).size).toBe(fields.length);
      }
    }
  });
});

const emptyListing = {
  propertyType: null,
  propertyFor: null,
  price: null,
  rentPaymentFrequency: null,
  leaseTerm: null,
  area: null,
  totalArea: null,
  totalFloors: null,
  bedrooms: null,
  bathrooms: null,
  restrooms: null,
  state: null,
  city: null,
  address: null,
  location: null,
};
