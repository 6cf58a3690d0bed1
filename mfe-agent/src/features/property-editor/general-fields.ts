// General Details: which fields the step sends and its rule beyond the contract (short-let dates, spec §4).
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { type EditablePropertyField, propertyMessages } from '@naija-homes/contracts/property';
import type { PropertyCategory } from '@naija-homes/contracts/property-options';
import type { FormValues, PropertyPatch } from './form-values';
import type { FieldProblem } from './patch-resolver';

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
export function generalFields(category: PropertyCategory, values: FormValues): EditablePropertyField[] {
  const fields = [...alwaysSent];
  if (values.propertyFor === 'rent') fields.push('rentPaymentFrequency', 'leaseTerm', 'agencyFee', 'legalFee');
  if (values.propertyFor === 'short-let') fields.push('minimumStay', 'maximumStay');
  if (category === 'residential') fields.push('bedrooms', 'bathrooms');
  else fields.push('totalFloors');
  return fields;
}

/** Short-let dates (spec §4): the minimum not before today in Lagos, the maximum after the minimum. */
export function checkStays(changes: PropertyPatch, values: FormValues, today = lagosIsoDate()): FieldProblem | null {
  if (values.propertyFor !== 'short-let') return null;
  const minimum = typeof values.minimumStay === 'string' ? values.minimumStay : '';
  const maximum = typeof values.maximumStay === 'string' ? values.maximumStay : '';
  if ('minimumStay' in changes && minimum && minimum < today) {
    return { field: 'minimumStay', message: propertyMessages.minimumStayPast };
  }
  if (maximum && (!minimum || maximum <= minimum)) {
    return { field: 'maximumStay', message: propertyMessages.maximumStayOrder };
  }
  return null;
}
