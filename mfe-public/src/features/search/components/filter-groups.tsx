import {
  commercialPropertyTypes,
  exteriorMaterials,
  flooringTypes,
  hvacSystems,
  leaseTerms,
  outdoorFeatures,
  propertyCategories,
  rentPaymentFrequencies,
  residentialPropertyTypes,
  securityFeatures,
} from '@naija-homes/contracts/enums';
import { formatCompactNaira } from '@naija-homes/contracts/format';
import { accessibilityUtilityFeatures, externalFeatures, optionLabel } from '@naija-homes/contracts/property-options';
import { ROOM_CHOICES, YEAR_BUILT_MIN } from '@naija-homes/contracts/search';
import { draftList, draftText, type FilterDraft, type FilterKey } from '../filter-draft';
import { CheckChips, ChoiceChips, FilterGroup, RangeInputs, SelectField, toOptions } from './filter-fields';

export interface GroupProps {
  draft: FilterDraft;
  set: (key: FilterKey, value: string | string[]) => void;
  /** The field the validation message is about, to mark it. */
  invalid: string | null;
}

const roomOptions = ROOM_CHOICES.map((count) => ({
  value: String(count),
  label: count === ROOM_CHOICES[ROOM_CHOICES.length - 1] ? `${count}+` : String(count),
}));
const currentYear = new Date().getFullYear();
const yearOptions = toOptions(
  Array.from({ length: currentYear - YEAR_BUILT_MIN + 1 }, (_, index) => String(currentYear - index)),
);
const floorOptions = toOptions(Array.from({ length: 30 }, (_, index) => String(index + 1)));
const allOf = 'Shows places that have every feature you choose.';

function side(invalid: string | null, min: FilterKey): 'min' | null {
  return invalid === min ? 'min' : null;
}

function Range({
  draft,
  set,
  invalid,
  legend,
  unit,
  min,
  max,
  kind,
}: GroupProps & {
  legend: string;
  unit?: string;
  min: FilterKey;
  max: FilterKey;
  kind?: 'decimal' | 'integer' | 'naira';
}) {
  return (
    <RangeInputs
      legend={legend}
      unit={unit}
      kind={kind}
      min={draftText(draft, min)}
      max={draftText(draft, max)}
      invalid={invalid === max ? 'max' : side(invalid, min)}
      onChange={(which, value) => set(which === 'min' ? min : max, value)}
    />
  );
}

/** Category first, then the types of that category. */
export function PropertyGroup({ draft, set, onCategory }: GroupProps & { onCategory: (value: string) => void }) {
  const category = draftText(draft, 'propertyCategory');
  const types = category === 'commercial' ? commercialPropertyTypes : residentialPropertyTypes;
  return (
    <FilterGroup title="Property">
      <ChoiceChips
        legend="Category"
        name="propertyCategory"
        options={toOptions(propertyCategories, optionLabel)}
        value={category}
        onChange={onCategory}
      />
      {category ? (
        <CheckChips
          legend="Property type"
          options={toOptions(types, optionLabel)}
          value={draftList(draft, 'propertyType')}
          onChange={(value) => set('propertyType', value)}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Choose residential or commercial to pick property types.</p>
      )}
    </FilterGroup>
  );
}

export function PriceAndSizeGroup(props: GroupProps & { residential: boolean; commercial: boolean }) {
  const { draft, set, residential, commercial } = props;
  return (
    <FilterGroup title="Price and size" below>
      <Range {...props} legend="Price" unit="₦" kind="naira" min="minPrice" max="maxPrice" />
      {commercial ? null : (
        <>
          <ChoiceChips
            legend="Bedrooms"
            name="bedrooms"
            options={roomOptions}
            value={draftText(draft, 'bedrooms')}
            onChange={(value) => set('bedrooms', value)}
          />
          <ChoiceChips
            legend="Bathrooms"
            name="bathrooms"
            options={roomOptions}
            value={draftText(draft, 'bathrooms')}
            onChange={(value) => set('bathrooms', value)}
          />
        </>
      )}
      <Range {...props} legend="Area" unit="sq ft" min="minArea" max="maxArea" />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Year built (in or after)"
          value={draftText(draft, 'yearBuild')}
          options={yearOptions}
          onChange={(value) => set('yearBuild', value)}
        />
        {commercial ? (
          <SelectField
            label="Total floors"
            value={draftText(draft, 'totalFloors')}
            options={floorOptions}
            onChange={(value) => set('totalFloors', value)}
          />
        ) : null}
      </div>
      {residential ? <Range {...props} legend="Lot size" unit="sq ft" min="minLotSize" max="maxLotSize" /> : null}
    </FilterGroup>
  );
}

/** Day-one totals (rent with deposit, agency and legal fees, service charge) renters budget around. */
const moveInOptions = [500_000, 1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000, 20_000_000].map((naira) => ({
  value: String(naira),
  label: formatCompactNaira(naira),
}));

export function RentGroup({ draft, set }: GroupProps) {
  return (
    <FilterGroup title="Rent terms" below>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Rent payment frequency"
          value={draftText(draft, 'rentPaymentFrequency')}
          options={toOptions(rentPaymentFrequencies, optionLabel)}
          onChange={(value) => set('rentPaymentFrequency', value)}
        />
        <SelectField
          label="Lease term"
          value={draftText(draft, 'leaseTerm')}
          options={toOptions(leaseTerms, optionLabel)}
          onChange={(value) => set('leaseTerm', value)}
        />
        <SelectField
          label="Move-in cost (at most)"
          value={draftText(draft, 'maxMoveIn')}
          options={moveInOptions}
          onChange={(value) => set('maxMoveIn', value)}
        />
      </div>
    </FilterGroup>
  );
}

export function ResidentialGroups(props: GroupProps) {
  const { draft, set } = props;
  return (
    <>
      <FilterGroup title="Home features" below>
        <Range {...props} legend="Parking spaces" kind="integer" min="minParkingSpace" max="maxParkingSpace" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Exterior material"
            value={draftText(draft, 'exteriorMaterial')}
            options={toOptions(exteriorMaterials, optionLabel)}
            onChange={(value) => set('exteriorMaterial', value)}
          />
          <SelectField
            label="Flooring"
            value={draftText(draft, 'flooringType')}
            options={toOptions(flooringTypes, optionLabel)}
            onChange={(value) => set('flooringType', value)}
          />
        </div>
        <CheckChips
          legend="External features"
          hint={allOf}
          options={toOptions(externalFeatures)}
          value={draftList(draft, 'externalFeatures')}
          onChange={(value) => set('externalFeatures', value)}
        />
        <CheckChips
          legend="Outdoor features"
          options={toOptions(outdoorFeatures)}
          value={draftList(draft, 'outdoorFeatures')}
          onChange={(value) => set('outdoorFeatures', value)}
        />
        <CheckChips
          legend="Utilities and accessibility"
          options={toOptions(accessibilityUtilityFeatures)}
          value={draftList(draft, 'utilities')}
          onChange={(value) => set('utilities', value)}
        />
      </FilterGroup>
      <FilterGroup title="Nearby" below>
        <Range {...props} legend="Distance to schools" unit="miles" min="minDistToSchool" max="maxDistToSchool" />
        <Range {...props} legend="Distance to hospitals" unit="miles" min="minDistToHospital" max="maxDistToHospital" />
      </FilterGroup>
    </>
  );
}

export function CommercialGroups(props: GroupProps) {
  const { draft, set } = props;
  return (
    <>
      <FilterGroup title="Building features" below>
        <CheckChips
          legend="Security"
          hint={allOf}
          options={toOptions(securityFeatures)}
          value={draftList(draft, 'securityFeatures')}
          onChange={(value) => set('securityFeatures', value)}
        />
        <CheckChips
          legend="Heating and cooling (HVAC)"
          options={toOptions(hvacSystems)}
          value={draftList(draft, 'hvacSystems')}
          onChange={(value) => set('hvacSystems', value)}
        />
      </FilterGroup>
      <FilterGroup title="Nearby" below>
        <Range
          {...props}
          legend="Distance to business district"
          unit="miles"
          min="minDistToBusiness"
          max="maxDistToBusiness"
        />
      </FilterGroup>
    </>
  );
}
