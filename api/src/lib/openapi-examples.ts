// Examples of the named schemas for the API document (issue 35): what an integrator sees before calling. Kept on the
// server, not in contracts, so the web app's bundles do not carry them; typed by the contracts and parsed by them in
// a test (openapi-examples.test.ts), so an example can never show a shape the API does not answer.
import type { AgentCard } from '@naija-homes/contracts/agent-profile';
import type { ApiKey } from '@naija-homes/contracts/api-key';
import type { ChatMessage } from '@naija-homes/contracts/chat';
import type { Lead } from '@naija-homes/contracts/lead';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import type { Offer } from '@naija-homes/contracts/offer';

const agent = {
  _id: '4b1f0c55-5d8e-4a53-9b0e-2f4b2f6f3a10',
  fullName: 'Chinedu Okafor',
  slug: 'chinedu-okafor',
  photo: null,
  phoneNumber: '+2348031234567',
};

const propertySummary = {
  _id: '9a3e7c1d-2b64-4f0e-8d2a-6c1b5e4f7a90',
  slug: 'three-bedroom-flat-in-lekki-phase-1-9a3e7c',
  title: 'Three Bedroom Flat In Lekki Phase 1',
  propertyCategory: 'residential',
  propertyType: 'flat',
  propertyFor: 'rent',
  price: 4_500_000,
  rentPaymentFrequency: 'annually',
  moveInCost: 6_300_000,
  bedrooms: 3,
  bathrooms: 3,
  restrooms: 4,
  area: 180,
  lotSize: null,
  address: '12 Admiralty Way, Lekki Phase 1',
  city: 'Lekki',
  state: 'Lagos',
  location: { type: 'Point', coordinates: [3.4723, 6.4474] },
  visibilityLevel: 2,
  visibilityLabel: 'featured',
  isVerified: true,
  owner: agent,
  publishedAt: '2026-11-20T09:30:00.000Z',
  renewedAt: '2026-11-20T09:30:00.000Z',
  availability: 'available',
  photo: '/uploads/listings/9a3e7c1d/card-1.webp',
  photoCount: 5,
} satisfies PropertyCard;

const agentSummary = {
  _id: agent._id,
  slug: agent.slug,
  fullName: agent.fullName,
  photo: null,
  agencyName: 'Okafor Homes',
  isVerified: true,
  averageRating: 4.6,
  reviewCount: 12,
  propertiesCount: 20,
} satisfies AgentCard;

const lead = {
  _id: 'c2f1a8e4-7d3b-4e21-9a5c-0b8d6e2f4a11',
  fullName: 'Amaka Eze',
  email: 'amaka.eze@example.ng',
  phoneNumber: '+2348059876543',
  message: 'Is the flat still available from January? I would like to inspect it this Saturday.',
  status: 'new',
  buyerId: null,
  propertyId: {
    _id: propertySummary._id,
    slug: propertySummary.slug,
    title: propertySummary.title,
    address: propertySummary.address,
  },
  createdAt: '2026-11-27T14:05:00.000Z',
} satisfies Lead;

const offer = {
  _id: 'e7b2c9d1-4a6f-4b38-8e1d-3f5a7c9b2d40',
  requestNo: 'OFR-1042',
  status: 'countered',
  offerPrice: 4_000_000,
  description: 'I can pay the year upfront if we agree on four million.',
  counterPrice: 4_300_000,
  counterMessage: 'Four million three hundred, and the service charge is included.',
  owner: { _id: '1d9e4b7a-3c52-4f86-a0e1-7b2c5d8f9e63', fullName: 'Amaka Eze', photo: null },
  agent: { _id: agent._id, fullName: agent.fullName, photo: null },
  propertyId: {
    _id: propertySummary._id,
    slug: propertySummary.slug,
    title: propertySummary.title,
    address: propertySummary.address,
    city: propertySummary.city,
    price: propertySummary.price,
    propertyFor: propertySummary.propertyFor,
    rentPaymentFrequency: propertySummary.rentPaymentFrequency,
    photo: propertySummary.photo,
  },
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T16:20:00.000Z',
} satisfies Offer;

const message = {
  _id: 'a4c7e2f9-1b3d-4e5a-8c6b-9d0e1f2a3b4c',
  roomId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  senderId: { _id: agent._id, fullName: agent.fullName },
  text: 'Good afternoon! Yes, Saturday at 11am works for an inspection.',
  createdAt: '2026-11-27T14:12:00.000Z',
  status: 'read',
  clientMessageId: null,
} satisfies ChatMessage;

const apiKey = {
  _id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  name: 'Agency CRM',
  scope: 'write',
  start: 'nhk_Q2xP9vKz',
  createdAt: '2026-11-28T08:00:00.000Z',
  lastUsedAt: '2026-11-28T13:41:00.000Z',
} satisfies ApiKey;

/** By component name (the `id` the contracts give the schema). */
export const schemaExamples: Record<string, unknown> = {
  PropertySummary: propertySummary,
  AgentSummary: agentSummary,
  Lead: lead,
  Offer: offer,
  Message: message,
  ApiKey: apiKey,
};
