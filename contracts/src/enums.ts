// Enumerations of spec §3. Values are the wire values; labels are for people.
export const roles = ['AGENT', 'BUYER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** Where each role lands after signing in (spec §2). Here, free of zod, for the sign-in form's first render. */
export function homePathForRole(role: Role | null): string {
  if (role === 'AGENT') return '/agent/dashboard';
  if (role === 'ADMIN') return '/admin/dashboard';
  return '/';
}
/** Roles a person can choose at sign-up; ADMIN is never self-assigned. */
export const signUpRoles = ['AGENT', 'BUYER'] as const;

export const agentStatuses = ['incomplete', 'submitted', 'approved', 'rejected'] as const;
export type AgentStatus = (typeof agentStatuses)[number];

export const agencySizes = [
  '0-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10,000',
  '10,001+',
] as const;
export const verificationTypes = ['Passport', 'Voter ID', "Driver's License"] as const;

export const otpTypes = ['verify-email', 'reset-password'] as const;
export type OtpType = (typeof otpTypes)[number];

export const propertyCategories = ['residential', 'commercial'] as const;
export const residentialPropertyTypes = [
  'flat',
  'detached-duplex',
  'semi-detached-duplex',
  'semi-detached-bungalow',
  'detached-bungalow',
  'mini-flat',
  'self-contain',
  'terraced-duplex',
  'terraced-bungalow',
  'house',
] as const;
export const commercialPropertyTypes = [
  'office-space',
  'co-working-space',
  'retail-space',
  'warehouse',
  'industrial-space',
  'shop-in-mall',
  'land',
  'commercial-building',
] as const;
/** The listing's state (ADR 033 adds expired and closed: out of search until the agent renews it). */
export const listingStatuses = ['pending', 'active', 'inactive', 'expired', 'closed'] as const;
export const propertyForOptions = ['sale', 'rent', 'short-let'] as const;
export const rentPaymentFrequencies = ['monthly', 'quarterly', 'annually'] as const;
export const leaseTerms = ['short-term', 'long-term'] as const;
export const lotShapes = ['rectangular', 'irregular', 'other'] as const;
export const exteriorMaterials = ['brick', 'stone', 'stucco', 'other'] as const;
export const roofMaterials = ['asphalt', 'metal', 'tile', 'other'] as const;
export const outdoorFeatures = [
  'Patio',
  'Deck',
  'Porch',
  'Pool',
  'Spa/Hot Tub',
  'Fence',
  'Sprinkle System',
  'Landscaping',
  'Outdoor Lighting',
  'Outdoor Kitchen',
  'Garden',
] as const;
export const waterSupplies = ['borehole', 'public-water', 'tanker-supply', 'other'] as const;
export const electricitySupplies = ['prepaid-meter', 'regular-meter', 'generator-alternative'] as const;
export const flooringTypes = ['hardwood', 'carpet', 'tile', 'laminate', 'vinyl', 'other'] as const;
export const hvacSystems = ['Central Air Conditioning', 'Window Units', 'Split System', 'Other'] as const;
export const securityFeatures = ['Security Cameras', 'Alarm System', 'Security Guards'] as const;

export const sortOptions = [
  { value: 'price-desc', label: 'Price (High to Low)' },
  { value: 'price-asc', label: 'Price (Low to High)' },
  { value: 'move-in-asc', label: 'Move-in cost (Low to High)' },
  { value: 'newest', label: 'Newest' },
  { value: 'bedrooms', label: 'Bedrooms' },
  { value: 'bathrooms', label: 'Bathrooms' },
  { value: 'area', label: 'Square Feet' },
  { value: 'lot-size', label: 'Lot Size' },
] as const;
export const datePostedOptions = [
  { value: '24h', label: 'Last 24 hours' },
  { value: 'week', label: 'Last week' },
  { value: 'month', label: 'Last month' },
  { value: '3months', label: 'Last 3 months' },
  { value: '6months', label: 'Last 6 months' },
] as const;

/** Visibility tiers of spec §4: unknown or missing falls back to Standard. */
export const visibilityLevels = { 1: 'Standard', 2: 'Featured', 3: 'Priority', 4: 'Exclusive' } as const;
export type VisibilityLevel = keyof typeof visibilityLevels;
export function visibilityName(level: number | null | undefined): string {
  return visibilityLevels[level as VisibilityLevel] ?? visibilityLevels[1];
}
