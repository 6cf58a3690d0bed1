import { leaseTerms, propertyForOptions, rentPaymentFrequencies } from '@naija-homes/contracts/enums';
import { formatNaira, lagosIsoDate } from '@naija-homes/contracts/format';
import { limits } from '@naija-homes/contracts/limits';
import { parseNaira } from '@naija-homes/contracts/money';
import { nigeriaBounds } from '@naija-homes/contracts/property';
import { propertyTypesFor } from '@naija-homes/contracts/property-options';
import { ErrorBoundary } from '@naija-homes/ui-kit/components/error-boundary';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { lazy, Suspense } from 'react';
import { dayAfter, decimalsOnly, digitsOnly } from '../form-values';
import { checkStays, generalFields } from '../general-fields';
import { useStepForm } from '../hooks/use-step-form';
import {
  DateField,
  FormSection,
  MoneyField,
  SelectField,
  StepFooter,
  StepFormElement,
  type StepProps,
  TextAreaField,
  TextField,
} from './fields';
import { PlaceSearch } from './place-search';

// The map library loads with the Location section's map only.
const PinMap = lazy(() => import('./pin-map'));

const currentYear = new Date().getFullYear();
const years = Array.from({ length: currentYear - 1950 + 1 }, (_, index) => String(currentYear - index));
const purposeLabels: Record<string, string> = { sale: 'Sale', rent: 'Rent', 'short-let': 'Short-let' };

/** The price as the pages will show it, once what is typed is an amount. */
function nairaHint(text: string): string | undefined {
  const parsed = parseNaira(text);
  return parsed.ok ? formatNaira(parsed.naira) : undefined;
}

export function GeneralStep({ property, step, goTo, onDirtyChange }: StepProps) {
  const category = property.propertyCategory;
  const stepForm = useStepForm({
    property,
    fieldsFor: (values) => generalFields(category, values),
    check: checkStays,
    onDirtyChange,
  });
  const purpose = stepForm.text('propertyFor');
  const price = stepForm.text('price');
  const minimum = stepForm.text('minimumStay');
  return (
    <StepFormElement stepForm={stepForm} label="General Details" onSaved={() => goTo(step + 1, { force: true })}>
      <FormSection title="Listing">
        <TextField
          name="title"
          label="Title"
          required
          hint={`${limits.titleMin}–${limits.titleMax} letters and spaces`}
          className="md:col-span-2"
          autoComplete="off"
        />
        <SelectField
          name="propertyType"
          label="Property type"
          required
          options={propertyTypesFor(category)}
          placeholder="Select property type"
        />
        <SelectField
          name="propertyFor"
          label="Property for"
          required
          options={propertyForOptions}
          placeholder="Sale, rent or short-let"
          labelOf={(value) => purposeLabels[value] ?? value}
        />
        <SelectField
          name="yearBuild"
          label="Year built"
          options={years}
          placeholder="Select year"
          labelOf={(value) => value}
        />
      </FormSection>

      <FormSection title="Price and terms" description="Amounts in naira; digits with up to two decimals.">
        <MoneyField name="price" label="Price" required hint={nairaHint(price)} />
        {purpose === 'rent' ? (
          <>
            <SelectField
              name="rentPaymentFrequency"
              label="Rent payment frequency"
              required
              options={rentPaymentFrequencies}
            />
            <SelectField name="leaseTerm" label="Lease term" required options={leaseTerms} />
          </>
        ) : null}
        <MoneyField
          name="deposit"
          label="Deposit"
          hint={purpose === 'short-let' ? 'The refundable caution fee added to each booking' : 'The caution deposit'}
        />
        <MoneyField
          name="maintenanceFees"
          label="Maintenance fees"
          hint={purpose === 'rent' ? 'The yearly service charge' : undefined}
        />
        {purpose === 'rent' ? (
          <>
            <MoneyField name="agencyFee" label="Agency fee" hint="Optional: shown in the total move-in cost" />
            <MoneyField name="legalFee" label="Legal fee" hint="Optional: shown in the total move-in cost" />
          </>
        ) : null}
        {purpose === 'short-let' ? (
          <>
            <DateField
              name="minimumStay"
              label="Minimum stay"
              hint="From today onwards"
              min={lagosIsoDate()}
              // A new minimum clears the maximum (spec §4).
              onValue={(value) => stepForm.setValues({ minimumStay: value, maximumStay: '' })}
            />
            <DateField
              name="maximumStay"
              label="Maximum stay"
              hint={minimum ? 'After the minimum stay' : 'Choose the minimum stay first'}
              min={minimum ? dayAfter(minimum) : undefined}
              disabled={!minimum}
            />
          </>
        ) : null}
      </FormSection>

      <FormSection title="Size and rooms">
        <TextField
          name="area"
          label="Square footage"
          required
          hint="Floor area in square feet"
          inputMode="decimal"
          sanitize={decimalsOnly}
        />
        {category === 'residential' ? (
          <>
            <TextField name="bedrooms" label="Bedrooms" required inputMode="numeric" sanitize={digitsOnly} />
            <TextField name="bathrooms" label="Bathrooms" required inputMode="numeric" sanitize={digitsOnly} />
          </>
        ) : (
          <TextField name="totalFloors" label="Total floors" required inputMode="numeric" sanitize={digitsOnly} />
        )}
      </FormSection>

      <FormSection title="Ownership and mortgage" description="Optional; 5–200 characters each.">
        <TextAreaField
          name="ownershipDetails"
          label="Ownership details"
          hint="e.g. Certificate of Occupancy, Governor's Consent"
        />
        <TextAreaField name="mortgageInfo" label="Mortgage information" hint="e.g. Available through partner banks" />
      </FormSection>

      <FormSection
        title="Location"
        description="Where the property is. The coordinates place it on the map and must be inside Nigeria."
      >
        <PlaceSearch
          onSelect={(place) =>
            stepForm.setValues({
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
        <TextField name="state" label="State" required autoComplete="address-level1" />
        <TextField name="city" label="City" required autoComplete="address-level2" />
        <TextField
          name="address"
          label="Address"
          required
          autoComplete="street-address"
          hint="Street and number, estate or landmark"
        />
        <TextField
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
        <div className="grid gap-1.5 md:col-span-2">
          <ErrorBoundary title="The map failed to load">
            <Suspense fallback={<Skeleton className="h-72 sm:h-80" />}>
              <PinMap
                latitude={stepForm.text('latitude')}
                longitude={stepForm.text('longitude')}
                onPlace={(point) =>
                  stepForm.setValues({ latitude: point.lat.toFixed(6), longitude: point.lng.toFixed(6) })
                }
              />
            </Suspense>
          </ErrorBoundary>
          <p className="text-xs text-muted-foreground" aria-live="polite" data-slot="pin-coordinates">
            {stepForm.text('latitude') && stepForm.text('longitude')
              ? `The pin saves as ${stepForm.text('latitude')}, ${stepForm.text('longitude')}. Click the map or drag the pin to move it.`
              : 'Click the map where the property is to drop its pin, or choose an address above.'}
          </p>
        </div>
      </FormSection>

      <StepFooter step={step} goTo={goTo} saving={stepForm.saving} dirty={stepForm.dirty} />
    </StepFormElement>
  );
}
