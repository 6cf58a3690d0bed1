// The buyer team's smoke (`npm test -w mfe-buyer`): the buyer area, built alone with the shell, works in the shell
// with the API. The whole area is covered by the other specs in the main gate; this is the minute-long check.
import { expect, test } from '@playwright/test';
import { areaMenuLink, watchRemote } from '../../smoke';
import { signIn, skipWelcome } from '../../support';

test.describe('mfe-buyer', { tag: '@mfe-buyer' }, () => {
  test('the demo buyer opens their offers, bookings and settings', async ({ page }) => {
    await skipWelcome(page);
    const remote = watchRemote(page, 'buyer');
    await signIn(page, 'buyer@demo.ng');
    await expect(page).not.toHaveURL(/sign-in/);

    await page.goto('/buyer/my-offers');
    await expect(page.getByRole('heading', { name: 'My Offers' })).toBeVisible();
    await (await areaMenuLink(page, 'Buyer', 'My Bookings')).click();
    await expect(page).toHaveURL(/\/buyer\/my-bookings/);
    await (await areaMenuLink(page, 'Buyer', 'Settings')).click();
    await expect(page).toHaveURL(/\/buyer\/settings/);
    await expect(page.getByLabel('First Name')).toHaveValue(/\S/);
    await remote.check();
  });
});
