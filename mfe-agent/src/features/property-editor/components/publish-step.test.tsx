import { describe, expect, mock, test } from 'bun:test';
import { subscriptionRequiredMessage } from '@naija-homes/contracts/billing';
import { type ListingHold, type Property, propertyMessages } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { aCompleteProperty, aProperty, eventually, fakeApi, renderWith, savedAnswer } = await import(
  '../../../test/render'
);
const { PublishStep } = await import('./publish-step');

const api = fakeApi();

function publishStep(property: Property, hold: ListingHold = null) {
  const goTo = mock((_step: number) => {});
  const step = (next: Property) => (
    <PublishStep property={next} step={4} goTo={goTo} onDirtyChange={() => {}} hold={hold} />
  );
  const { view, address, rerender } = renderWith(step(property), { url: '/agent/property/p1?step=4' });
  const status = () => within(view.getByRole('region', { name: /publish|published|Deactivated/i }));
  const section = (label: string) => {
    const summary = view.getByText(label, { selector: 'summary span' });
    return summary.closest('details') as HTMLDetailsElement;
  };
  return { view, address, goTo, status, section, show: (next: Property) => rerender(step(next)) };
}

describe('the review: each step’s section, completed or incomplete', () => {
  test('an incomplete listing opens its incomplete sections with what is missing', () => {
    const { section } = publishStep(aProperty({ photos: [] }));
    const general = section('General Details');
    expect(general.open).toBe(true);
    expect(within(general).getByText('incomplete')).toBeTruthy();
    const missing = within(general)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(missing).toEqual([
      'Property type',
      'Property for',
      'Price',
      'Square footage',
      'State',
      'City',
      'Address',
      'Location on the map',
      'Bedrooms',
      'Bathrooms',
    ]);
    expect(within(section('Media')).getByText('At least 3 photos')).toBeTruthy();
    // Interior features ask nothing of a residential listing: complete, and closed.
    expect(section('Interior Features').open).toBe(false);
    expect(within(section('Interior Features')).getByText('completed')).toBeTruthy();
  });

  test('a commercial listing’s interior section needs restrooms; its exterior is complete', () => {
    const { section } = publishStep(aProperty({ propertyCategory: 'commercial' }));
    expect(within(section('Interior Features')).getByText('Restrooms', { selector: 'li' })).toBeTruthy();
    expect(within(section('Exterior Features')).getByText('completed')).toBeTruthy();
  });

  test('the saved values read as on the pages: the price in naira, sizes in sq ft, N/A when missing', () => {
    const { section } = publishStep(
      aCompleteProperty({ propertyFor: 'rent', price: 3_500_000, rentPaymentFrequency: 'annually' }),
    );
    const general = within(section('General Details'));
    const value = (name: string) => general.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Price')).toBe('₦3,500,000.00 / year');
    expect(value('Square footage')).toBe('1200 sq ft');
    expect(value('Property type')).toBe('Flat');
    expect(value('Address')).toBe('12 Admiralty Way, Lekki, Lagos');
    const media = within(section('Media'));
    expect(media.getByText('Photos', { selector: 'dt' }).nextElementSibling?.textContent).toBe('3');
    expect(media.getByText('Floor plan', { selector: 'dt' }).nextElementSibling?.textContent).toBe('No');
    const interior = within(section('Interior Features'));
    expect(interior.getByText('Flooring', { selector: 'dt' }).nextElementSibling?.textContent).toBe('N/A');
  });

  test('each section’s Edit link opens its step of this listing', () => {
    const { view } = publishStep(aProperty({ propertyCategory: 'commercial' }));
    const edit = view.getByRole('link', { name: 'Edit Exterior Features' });
    expect(edit.getAttribute('href')).toBe('/agent/property/p1?step=1&propertyCategory=commercial');
  });
});

describe('publishing', () => {
  test('until every section is complete, Publish is disabled and the panel says why', () => {
    const { status } = publishStep(aCompleteProperty({}, 2));
    expect(status().getByRole('heading').textContent).toBe('Not ready to publish yet');
    expect(status().getByText('draft')).toBeTruthy();
    expect(status().getByText(new RegExp(propertyMessages.incomplete))).toBeTruthy();
    expect(status().getByRole('button', { name: 'Publish' }).hasAttribute('disabled')).toBe(true);
  });

  test('a complete listing publishes with one call; the button is busy meanwhile', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    api.on('POST', '/api/v1/property/p1/publish', () => new Promise((resolve) => (answer = resolve)));
    const { status } = publishStep(aCompleteProperty());
    expect(status().getByRole('heading').textContent).toBe('Ready to publish');
    const publish = status().getByRole('button', { name: 'Publish' });
    fireEvent.click(publish);
    await eventually(() => expect(publish.getAttribute('aria-busy')).toBe('true'));
    expect(publish.hasAttribute('disabled')).toBe(true);
    await eventually(() => expect(api.calls).toHaveLength(1));
    answer({ body: savedAnswer(aCompleteProperty({ isPublished: true }), propertyMessages.published) });
    await eventually(() => expect(publish.getAttribute('aria-busy')).toBeNull());
    expect(api.to('POST', '/api/v1/property/p1/publish')).toHaveLength(1);
  });

  test('a refusal listing what is missing shows the list in the panel', async () => {
    api.on('POST', '/api/v1/property/p1/publish', {
      status: 422,
      body: { code: 'incomplete', message: propertyMessages.incomplete, missing: ['Price', 'At least 3 photos'] },
    });
    const { status } = publishStep(aCompleteProperty());
    fireEvent.click(status().getByRole('button', { name: 'Publish' }));
    const alert = await eventually(() => status().getByRole('alert'));
    expect(within(alert).getByText(`${propertyMessages.incomplete}. Still missing:`)).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Price', 'At least 3 photos']);
  });

  test('without a live plan, Subscription Required opens and Subscribe goes to the pricing plans', async () => {
    api.on('POST', '/api/v1/property/p1/publish', {
      status: 403,
      body: { code: 'subscription_required', message: subscriptionRequiredMessage },
    });
    const { view, status, address } = publishStep(aCompleteProperty());
    fireEvent.click(status().getByRole('button', { name: 'Publish' }));
    const dialog = await eventually(() => view.getByRole('dialog', { name: 'Subscription Required' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    expect(address()).toBe('/agent/settings?tab=pricing-plans');
    await eventually(() => expect(dialog.isConnected).toBe(false));
  });

  test('once published, the panel swaps and its heading takes the focus (announced)', () => {
    const { status, show } = publishStep(aCompleteProperty());
    show(aCompleteProperty({ isPublished: true }));
    const heading = status().getByRole('heading');
    expect(heading.textContent).toBe('Your listing is published');
    expect(document.activeElement).toBe(heading);
    expect(status().getByText('published')).toBeTruthy();
  });

  test('Back goes to the Media step', () => {
    const { status, goTo } = publishStep(aProperty());
    fireEvent.click(status().getByRole('button', { name: 'Back' }));
    expect(goTo).toHaveBeenCalledWith(3);
  });
});

describe('a published listing', () => {
  test('links to its public page in a new tab', () => {
    const { status } = publishStep(aCompleteProperty({ isPublished: true }));
    const link = status().getByRole('link', { name: /View public page/ });
    expect(link.getAttribute('href')).toBe('/properties/lekki-duplex-p1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  test('Unpublish asks first; Cancel sends nothing', async () => {
    const { view, status } = publishStep(aCompleteProperty({ isPublished: true }));
    fireEvent.click(status().getByRole('button', { name: 'Unpublish' }));
    const dialog = view.getByRole('alertdialog', { name: 'Unpublish this property?' });
    expect(dialog.textContent).toContain('It leaves search at once.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.calls).toHaveLength(0);
  });

  test('confirming unpublishes it and closes the question', async () => {
    api.on('POST', '/api/v1/property/p1/unpublish', {
      body: savedAnswer(aCompleteProperty(), propertyMessages.unpublished),
    });
    const { view, status } = publishStep(aCompleteProperty({ isPublished: true }));
    fireEvent.click(status().getByRole('button', { name: 'Unpublish' }));
    const dialog = view.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await eventually(() => expect(dialog.isConnected).toBe(false));
    expect(api.to('POST', '/api/v1/property/p1/unpublish')).toHaveLength(1);
  });
});

describe('a listing our team deactivated', () => {
  test('says why, offers a review request and no Publish or Unpublish', () => {
    const hold = { reason: 'The photos show a different property', since: '2026-03-10T10:00:00.000Z' };
    const { status } = publishStep(aCompleteProperty({ isPublished: true }), hold);
    expect(status().getByRole('heading').textContent).toBe('Deactivated by our team');
    expect(status().getByText('deactivated by our team')).toBeTruthy();
    expect(status().getByText('The photos show a different property')).toBeTruthy();
    const review = status().getByRole('link', { name: 'Ask for a review' });
    expect(review.getAttribute('href')).toBe(
      `/agent/help-support?subject=${encodeURIComponent('Please review my deactivated listing: Lekki Duplex')}`,
    );
    expect(status().queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(status().queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });
});
