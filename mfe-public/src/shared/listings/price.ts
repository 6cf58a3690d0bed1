import { formatCompactNaira, formatNaira } from '@naija-homes/contracts/format';
import { pricePeriod } from '@naija-homes/contracts/property';
import type { PropertyCard } from '@naija-homes/contracts/search';

type Priced = Pick<PropertyCard, 'price' | 'propertyFor' | 'rentPaymentFrequency'>;

/** '₦3,500,000.00 / year' (spec §9: symbol and two decimals); `compact` gives '₦3.5M / year' for tight places. */
export function formatPrice(property: Priced, options: { compact?: boolean } = {}): string {
  if (property.price === null) return 'Price on request';
  const amount = options.compact ? formatCompactNaira(property.price) : formatNaira(property.price);
  const period = pricePeriod(property);
  return period ? `${amount} / ${period}` : amount;
}
