// The admin team's smoke (`npm test -w mfe-admin`): the admin area, built alone with the shell, works in the shell
// with the API. The whole area is covered by the other specs in the main gate; this is the minute-long check.
import { expect, test } from '@playwright/test';
import { areaMenuLink, watchRemote } from '../../smoke';
import { signIn, skipWelcome } from '../../support';

test.describe('mfe-admin', { tag: '@mfe-admin' }, () => {
  test('the admin signs in to the dashboard and finds the demo agent among the users', async ({ page }) => {
    await skipWelcome(page);
    const remote = watchRemote(page, 'admin');
    await signIn(page, 'admin@demo.ng');
    await expect(page).toHaveURL(/\/admin\/dashboard/);

    await (await areaMenuLink(page, 'Admin', 'Users')).click();
    await expect(page).toHaveURL(/\/admin\/users/);
    // Found by the search box: other specs' sign-ups come first in the newest-first list.
    await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill('agent@demo.ng');
    await expect(page.getByRole('table', { name: 'Users' })).toContainText('agent@demo.ng');
    await remote.check();
  });
});
