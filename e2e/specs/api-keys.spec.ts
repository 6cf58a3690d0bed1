// Settings → API keys (issue 35, ADR 036): an agent creates a key for their CRM, copies it from the one screen that
// shows it, sees when it was last used, and revokes it; the key works against the API until then.
import { expect, request, test } from '@playwright/test';
import { approvedAgent, expectAccessible, skipWelcome, snap } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

test('an agent creates an API key, uses it from a tool, sees its last use and revokes it', async ({
  page,
  baseURL,
}) => {
  await approvedAgent(page);
  await page.goto('/agent/settings');
  const section = page.getByRole('region', { name: 'API keys' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('You have no API keys.')).toBeVisible();

  await section.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('button', { name: 'Create key' }).click();
  await expect(create.getByText('Please give this key a name').first()).toBeVisible();
  // The refusal's toast leaves on its own (4 s): let it, so the accessibility check below measures the dialog as it
  // stays rather than a toast caught fading out. Seen first: the toaster shows it a moment after the field's message,
  // and a count of none taken in that moment would pass before it came.
  const refusal = page.locator('[data-sonner-toast]').filter({ hasText: 'Please give this key a name' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveCount(0, { timeout: 10_000 });
  await create.getByLabel('Name').fill('Agency CRM');
  await create.getByRole('radio', { name: 'Read and write' }).check();
  await create.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Copy your new API key' });
  const field = shown.getByRole('textbox', { name: 'Agency CRM' });
  await expect(field).toHaveValue(/^nhk_[\w-]{40}$/);
  const key = await field.inputValue();
  await expectAccessible(page, { name: 'new API key dialog' });
  await snap(page, 'api-key-created', { fullPage: false });
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const item = section.getByRole('listitem').filter({ hasText: 'Agency CRM' });
  await expect(item).toContainText('Read and write');
  await expect(item).toContainText('never used');
  await expect(item).toContainText(key.slice(0, 12));
  await expect(section).not.toContainText(key);

  // A tool, not the browser: no cookies, the key in Authorization, from its own origin.
  const tool = await request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${key}`, origin: 'https://crm.example-agency.ng' },
  });
  const me = await tool.get('/api/v1/user/me');
  expect(me.status()).toBe(200);
  expect(me.headers()['access-control-allow-origin']).toBe('*');

  await page.reload();
  await expect(page.getByRole('region', { name: 'API keys' }).getByRole('listitem')).toContainText('last used');
  await expectAccessible(page, { name: 'API keys settings' });
  await page.getByRole('region', { name: 'API keys' }).scrollIntoViewIfNeeded();
  await snap(page, 'api-keys-settings');

  await page.getByRole('button', { name: 'Revoke Agency CRM' }).click();
  await page
    .getByRole('alertdialog', { name: 'Revoke this API key?' })
    .getByRole('button', { name: 'Yes, revoke' })
    .click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  await expect(page.getByRole('region', { name: 'API keys' }).getByText('You have no API keys.')).toBeVisible();
  const refused = await tool.get('/api/v1/user/me');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'api_key_invalid' });
  await tool.dispose();
});
