// The agent team's smoke (`npm test -w mfe-agent`): the agent area, built alone with the shell, works in the shell
// with the API. The whole area is covered by the other specs in the main gate; this is the minute-long check.
import { expect, test } from '@playwright/test';
import { areaMenuLink, watchRemote } from '../../smoke';
import { signIn, skipWelcome } from '../../support';

test.describe('mfe-agent', { tag: '@mfe-agent' }, () => {
  test('the demo agent signs in to the dashboard and opens their properties and leads', async ({ page }) => {
    await skipWelcome(page);
    const remote = watchRemote(page, 'agent');
    await signIn(page, 'agent@demo.ng');
    await expect(page).toHaveURL(/\/agent\/dashboard/);
    await expect(page.getByText("You're almost there!")).toBeHidden();

    await (await areaMenuLink(page, 'Agent', 'My Properties')).click();
    await expect(page).toHaveURL(/\/agent\/my-properties/);
    await expect(page.getByRole('table', { name: 'My properties' }).getByRole('row').nth(1)).toBeVisible();

    await (await areaMenuLink(page, 'Agent', 'Leads')).click();
    await expect(page).toHaveURL(/\/agent\/leads/);
    await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    await remote.check();
  });
});
