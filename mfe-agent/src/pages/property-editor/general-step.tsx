import { leaseTerms, propertyForOptions, rentPaymentFrequencies } from '@naija-homes/contracts/enums';
import { formatNaira, lagosIsoDate } from '@naija-homes/contracts/format';
import { limits } from '@naija-homes/contracts/limits';
import {
  type EditablePropertyField,
  nigeriaBounds,
  type PropertyCategory,
  propertyMessages,
  propertyTypesFor,
} from '@naija-homes/contracts/property';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import {
  FormSection,
  SelectField,
  StepFooter,
  StepFormElement,
  type StepProps,
  TextAreaField,
  TextField,
} from './fields';
import { dayAfter, decimalsOnly, digitsOnly, type FieldError, type FormValues } from './form-values';
import { PlaceSearch } from './place-search';
import { useStepForm } from './use-step-form';

const alwaysSent: EditablePropertyField[] = [
  'title',
  'propertyType',
  'propertyFor',
  'price',
  'deposit',
  'maintenanceFees',
  'ownershipDetails',
  'mortgageInfo',
  'yearBuild',
  'area',
  'state',
  'city',
  'address',
  'latitude',
  'longitude',
];

/** The fields General Details sends: rent terms only for rent, stays only for short-let, rooms by category. */
function generalFields(category: PropertyCategory, values: FormValues): EditablePropertyField[] {
  const fields = [...alwaysSent];
  if (values.propertyFor === 'rent') fields.push('rentPaymentFrequency', 'leaseTerm');
  if (values.propertyFor === 'short-let') fields.push('minimumStay', 'maximumStay');
  if (category === 'residential') fields.push('bedrooms', 'bathrooms');
  else fields.push('totalFloors');
  return fields;
}

/** Short-let dates (spec §4): the minimum not before today in Lagos, the maximum after the minimum. */
function checkStays(changes: Record<string, unknown>, values: FormValues): FieldError | null {
  if (values.propertyFor !== 'short-let') return null;
  const minimum = typeof values.minimumStay === 'string' ? values.minimumStay : '';
  const maximum = typeof values.maximumStay === 'string' ? values.maximumStay : '';
  if ('minimumStay' in changes && minimum && minimum < lagosIsoDate()) {
    return { field: 'minimumStay', message: propertyMessages.minimumStayPast };
  }
  if (maximum && (!minimum || maximum <= minimum)) {
    return { field: 'maximumStay', message: propertyMessages.maximumStayOrder };
  }
  return null;
}

const currentYear = new Date().getFullYear();
const years = Array.from({ length: currentYear - 1950 + 1 }, (_, index) => String(currentYear - index));
const purposeLabels: Record<string, string> = { sale: 'Sale', rent: 'Rent', 'short-let': 'Short-let' };

export function GeneralStep({ property, step, goTo, onDirtyChange }: StepProps) {
  const category = property.propertyCategory;
  const form = useStepForm(property, (values) => generalFields(category, values), onDirtyChange, checkStays);
  const purpose = form.text('propertyFor');
  const price = form.text('price');
  const minimum = form.text('minimumStay');
  const today = lagosIsoDate();
  const money = { inputMode: 'decimal' as const, sanitize: decimalsOnly, prefix: '₦', autoComplete: 'off' };
  return (
    <StepFormElement form={form} label="General Details" onSaved={() => goTo(step + 1, { force: true })}>
      <FormSection title="Listing">
        <TextField
          form={form}
          name="title"
          label="Title"
          required
          hint={`${limits.titleMin}–${limits.titleMax} letters and spaces`}
          className="md:col-span-2"
          autoComplete="off"
        />
        <SelectField
          form={form}
          name="propertyType"
          label="Property type"
          required
          options={propertyTypesFor(category)}
          placeholder="Select property type"
        />
        <SelectField
          form={form}
          name="propertyFor"
          label="Property for"
          required
          options={propertyForOptions}
          placeholder="Sale, rent or short-let"
          labelOf={(value) => purposeLabels[value] ?? value}
        />
        <SelectField
          form={form}
          name="yearBuild"
          label="Year built"
          options={years}
          placeholder="Select year"
          labelOf={(value) => value}
        />
      </FormSection>

      <FormSection title="Price and terms" description="Amounts in naira; digits with up to two decimals.">
        <TextField
          form={form}
          name="price"
          label="Price"
          required
          hint={/^\d+(\.\d+)?$/.test(price) ? formatNaira(Number(price)) : undefined}
          {...money}
        />
        {purpose === 'rent' ? (
          <>
            <SelectField
              form={form}
              name="rentPaymentFrequency"
              label="Rent payment frequency"
              required
              options={rentPaymentFrequencies}
            />
            <SelectField form={form} name="leaseTerm" label="Lease term" required options={leaseTerms} />
          </>
        ) : null}
        <TextField form={form} name="deposit" label="Deposit" {...money} />
        <TextField form={form} name="maintenanceFees" label="Maintenance fees" {...money} />
        {purpose === 'short-let' ? (
          <>
            <FormField
              label="Minimum stay"
              error={form.errorFor('minimumStay')}
              hint="From today onwards"
              className="content-start"
            >
              <Input
                type="date"
                min={today}
                value={minimum}
                // A new minimum clears the maximum (spec §4).
                onChange={(event) => form.patch({ minimumStay: event.target.value, maximumStay: '' })}
              />
            </FormField>
            <FormField
              label="Maximum stay"
              className="content-start"
              error={form.errorFor('maximumStay')}
              hint={minimum ? 'After the minimum stay' : 'Choose the minimum stay first'}
            >
              <Input
                type="date"
                min={minimum ? dayAfter(minimum) : undefined}
                disabled={!minimum}
                value={form.text('maximumStay')}
                onChange={(event) => form.set('maximumStay', event.target.value)}
              />
            </FormField>
          </>
        ) : null}
      </FormSection>

      <FormSection title="Size and rooms">
        <TextField
          form={form}
          name="area"
          label="Square footage"
          required
          hint="Floor area in square feet"
          inputMode="decimal"
          sanitize={decimalsOnly}
        />
        {category === 'residential' ? (
          <>
            <TextField
              form={form}
              name="bedrooms"
              label="Bedrooms"
              required
              inputMode="numeric"
              sanitize={digitsOnly}
            />
            <TextField
              form={form}
              name="bathrooms"
              label="Bathrooms"
              required
              inputMode="numeric"
              sanitize={digitsOnly}
            />
          </>
        ) : (
          <TextField
            form={form}
            name="totalFloors"
            label="Total floors"
            required
            inputMode="numeric"
            sanitize={digitsOnly}
          />
        )}
      </FormSection>

      <FormSection title="Ownership and mortgage" description="Optional; 5–200 characters each.">
        <TextAreaField
          form={form}
          name="ownershipDetails"
          label="Ownership details"
          hint="e.g. Certificate of Occupancy, Governor's Consent"
        />
        <TextAreaField
          form={form}
          name="mortgageInfo"
          label="Mortgage information"
          hint="e.g. Available through partner banks"
        />
      </FormSection>

      <FormSection
        title="Location"
        description="Where the property is. The coordinates place it on the map and must be inside Nigeria."
      >
        <PlaceSearch
          onSelect={(place) =>
            form.patch({
              state: place.state,
              city: place.city,
              address: place.address,
              latitude: String(place.latitude),
              longitude: String(place.longitude),
            })
          }
        />
        <FormField label="Country" hint="Listings are in Nigeria only" className="content-start">
          <Input value="Nigeria" readOnly aria-readonly="true" className="bg-muted" />
        </FormField>
        <TextField form={form} name="state" label="State" required autoComplete="address-level1" />
        <TextField form={form} name="city" label="City" required autoComplete="address-level2" />
        <TextField
          form={form}
          name="address"
          label="Address"
          required
          autoComplete="street-address"
          hint="Street and number, estate or landmark"
        />
        <TextField
          form={form}
          name="latitude"
          label="Latitude"
          required
          type="number"
          inputMode="decimal"
          step="any"
          min={nigeriaBounds.minLat}
          max={nigeriaBounds.maxLat}
          hint={`Between ${nigeriaBounds.minLat} and ${nigeriaBounds.maxLat}, e.g. 6.4474`}
        />
        <TextField
          form={form}
          name="longitude"
          label="Longitude"
          required
          type="number"
          inputMode="decimal"
          step="any"
          min={nigeriaBounds.minLng}
          max={nigeriaBounds.maxLng}
          hint={`Between ${nigeriaBounds.minLng} and ${nigeriaBounds.maxLng}, e.g. 3.4723`}
        />
        <p className="text-xs text-muted-foreground md:col-span-2">
          For the exact spot, copy the coordinates from a maps app: in Google Maps, right-click (or long-press) the spot
          and the first line is latitude, longitude.
        </p>
      </FormSection>

      <StepFooter step={step} goTo={goTo} saving={form.saving} dirty={form.dirty} />
    </StepFormElement>
  );
}
