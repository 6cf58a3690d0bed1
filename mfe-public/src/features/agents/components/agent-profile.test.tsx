import { afterEach, describe, expect, mock, test } from 'bun:test';
import type { AgentListingsPage, AgentPublicProfile } from '@naija-homes/contracts/agent-profile';
import { messages } from '@naija-homes/contracts/messages';
import { SHARE_REQUEST_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { eventually, fakeApi, propertyCard, renderWithProviders, testQueryClient } = await import(
  '../../../test/render'
);
const { agentProfileQueryOptions } = await import('../api/get-agent-profile');
const { agentListingsQueryOptions } = await import('../api/get-agent-listings');
const { AgentProfile } = await import('./agent-profile');

let restore = () => {};
afterEach(() => restore());

function agent(overrides: Partial<AgentPublicProfile> = {}): AgentPublicProfile {
  return {
    _id: 'agent-1',
    slug: 'kemi-adeyemi',
    fullName: 'Kemi Adeyemi',
    photo: null,
    agencyName: 'Lekki Homes Ltd',
    isVerified: true,
    averageRating: 4.46,
    reviewCount: 12,
    propertiesCount: 9,
    coverPhoto: null,
    bio: 'Ten years selling and letting homes on the Lekki peninsula.',
    email: 'kemi@lekkihomes.ng',
    phoneNumber: '+2348031234567',
    address: '12 Admiralty Way, Lekki Phase 1',
    latitude: null,
    longitude: null,
    officeName: null,
    agencySize: '11-50',
    website: 'https://lekkihomes.ng',
    linkedIn: null,
    facebook: null,
    // 23:30 UTC on 31 December is already New Year's Day in Lagos.
    memberSince: '2024-12-31T23:30:00.000Z',
    pricingStats: {
      totalPrice: 1_254_000_000,
      priceRange: { minPrice: 1_500_000, maxPrice: 250_000_000 },
      averagePrice: 139_333_333,
    },
    propertyStats: { propertiesCount: 9, forRentCount: 4, forSaleCount: 3, forShortLetCount: 2 },
    replyTime: null,
    ...overrides,
  };
}

const noListings: AgentListingsPage = { data: [], total: 0, totalPages: 1, page: 1 };

function profile(data: AgentPublicProfile | null, listings: AgentListingsPage = noListings) {
  const client = testQueryClient();
  client.setQueryData(agentProfileQueryOptions('kemi-adeyemi').queryKey, data);
  client.setQueryData(agentListingsQueryOptions('kemi-adeyemi', 1).queryKey, listings);
  const reviews = mock((agentId: string) => <p>Reviews of {agentId}</p>);
  const { view } = renderWithProviders(
    <AgentProfile slug="kemi-adeyemi" reviews={reviews} contact={(shown) => <p>Message {shown.fullName}</p>} />,
    { client },
  );
  const detail = (label: string) => view.getByText(label, { selector: 'span' }).nextElementSibling;
  const stat = (label: string) => view.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;
  return { view, detail, stat, reviews };
}

describe('an agent’s public profile', () => {
  test('names the agent, marks them verified and titles the page after them', () => {
    const { view } = profile(agent());
    expect(view.getByRole('heading', { level: 1 }).textContent).toBe('Kemi Adeyemi');
    expect(view.getByLabelText('Verified agent')).toBeTruthy();
    expect(view.getByText('Lekki Homes Ltd')).toBeTruthy();
    expect(view.getByText('Address: 12 Admiralty Way, Lekki Phase 1')).toBeTruthy();
    expect(document.title).toBe('Kemi Adeyemi | Naija Homes');
  });

  test('an unverified independent agent without an address', () => {
    const { view } = profile(agent({ isVerified: false, agencyName: null, address: null }));
    expect(view.queryByLabelText('Verified agent')).toBeNull();
    expect(view.getByText('Independent agent')).toBeTruthy();
    expect(view.getByText(messages.addressNA)).toBeTruthy();
  });

  test('the rating reads with one decimal and a counted noun, or says there are none', () => {
    const many = profile(agent());
    expect(many.view.getByText('4.5 from 12 reviews')).toBeTruthy();
    many.view.unmount();
    const one = profile(agent({ averageRating: 5, reviewCount: 1 }));
    expect(one.view.getByText('5.0 from 1 review')).toBeTruthy();
    one.view.unmount();
    const none = profile(agent({ averageRating: 0, reviewCount: 0 }));
    expect(none.view.getByText('No reviews yet')).toBeTruthy();
  });

  test('how fast the agent replies, once measured', () => {
    const { view } = profile(agent({ replyTime: { medianMinutes: 45, samples: 30 } }));
    expect(view.getByText('Typically replies within an hour')).toBeTruthy();
  });

  test('pricing stats in short naira amounts, and listings by purpose', () => {
    const { stat } = profile(agent());
    expect(stat('Total value')).toBe('₦1.3B');
    expect(stat('Price range')).toBe('₦1.5M – ₦250M');
    expect(stat('Average price')).toBe('₦139.3M');
    expect(stat('For rent')).toBe('4');
    expect(stat('Short-let')).toBe('2');
  });

  test('contact details link where they can; missing ones read N/A; member since a Lagos date', () => {
    const { view, detail } = profile(agent());
    expect(detail('Email')?.getAttribute('href')).toBe('mailto:kemi@lekkihomes.ng');
    const phone = detail('Phone');
    expect(phone?.textContent).toBe('+234 803 123 4567');
    expect(phone?.getAttribute('href')).toBe('tel:+2348031234567');
    expect(detail('Website')?.getAttribute('target')).toBe('_blank');
    expect(detail('LinkedIn')?.textContent).toBe('N/A');
    expect(detail('Location')?.textContent).toBe('12 Admiralty Way, Lekki Phase 1');
    expect(view.getByText('Member since 1 Jan 2025')).toBeTruthy();
  });

  test('a missing bio is said in words', () => {
    const { view } = profile(agent({ bio: null }));
    expect(view.getByText('This agent has not written a bio yet.')).toBeTruthy();
  });

  test('the page places the message form and the reviews given this agent', () => {
    const { view, reviews } = profile(agent());
    expect(view.getByText('Message Kemi Adeyemi')).toBeTruthy();
    expect(reviews).toHaveBeenCalledWith('agent-1');
    expect(view.getByText('Reviews of agent-1')).toBeTruthy();
  });

  test('Share asks for the shell’s dialog with the agent’s name', () => {
    const shared = mock((_event: Event) => {});
    window.addEventListener(SHARE_REQUEST_EVENT, shared);
    const { view } = profile(agent());
    fireEvent.click(view.getByRole('button', { name: 'Share' }));
    window.removeEventListener(SHARE_REQUEST_EVENT, shared);
    const request = shared.mock.calls[0]?.[0] as CustomEvent<{ title: string }> | undefined;
    expect(request?.detail.title).toBe('Kemi Adeyemi on Naija Homes');
  });

  test('the property table lists live listings, each opening in a new tab, or says there are none', () => {
    const listed = profile(agent(), {
      data: [propertyCard({ title: 'Lekki duplex', slug: 'lekki-duplex', propertyFor: 'sale', price: 85_000_000 })],
      total: 1,
      totalPages: 1,
      page: 1,
    });
    const table = listed.view.getByRole('table', { name: 'Properties listed by this agent' });
    const link = within(table).getByRole('link', { name: 'Lekki duplex' });
    expect(link.getAttribute('href')).toBe('/properties/lekki-duplex');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(table).getByText('₦85,000,000.00')).toBeTruthy();
    expect(within(table).getByText('Yaba, Lagos')).toBeTruthy();
    listed.view.unmount();
    const empty = profile(agent());
    expect(empty.view.getByText(messages.noProperty)).toBeTruthy();
  });

  test('an unknown agent gets the not-found page', () => {
    const { view } = profile(null);
    expect(view.queryByRole('heading', { name: 'Kemi Adeyemi' })).toBeNull();
    expect(view.getByRole('heading', { level: 1 }).textContent).not.toBe('Kemi Adeyemi');
  });

  test('a failed load shows the API’s message', async () => {
    const api = fakeApi({
      'GET /api/v1/agent/slug/kemi-adeyemi': () => ({ status: 500, body: { message: 'Something went wrong' } }),
    });
    restore = api.restore;
    const { view } = renderWithProviders(<AgentProfile slug="kemi-adeyemi" reviews={() => null} />);
    await eventually(() => expect(view.getByText('Something went wrong')).toBeTruthy());
    expect(api.sent[0]?.path).toBe('/api/v1/agent/slug/kemi-adeyemi');
  });
});
