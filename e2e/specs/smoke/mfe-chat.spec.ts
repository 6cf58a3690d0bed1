// The chat team's smoke (`npm test -w mfe-chat`): the chat remote, built with the shell and the buyer area it
// renders in (scripts/gate.ts), works in the shell with the API: rooms, a conversation, a message sent.
import { expect, test } from '@playwright/test';
import { watchRemote } from '../../smoke';
import { signIn, skipWelcome } from '../../support';

test.describe('mfe-chat', { tag: '@mfe-chat' }, () => {
  test('the demo buyer opens their conversation with the demo agent and sends a message', async ({ page }) => {
    await skipWelcome(page);
    const remote = watchRemote(page, 'chat');
    await signIn(page, 'buyer@demo.ng');
    await expect(page).not.toHaveURL(/sign-in/);

    await page.goto('/buyer/chats');
    // The demo buyer's conversation with the demo agent (api/src/db/seed/demo-chats.ts).
    await page
      .getByRole('region', { name: 'Rooms' })
      .getByRole('button')
      .filter({ hasText: 'Chinedu' })
      .first()
      .click();
    const text = `Smoke check ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Message / }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();
    // Once: the copy shown while sending gives way to the stored message. (A release before the stored message
    // carried its clientMessageId could show both for a moment, when the live event came before the send's answer:
    // the cross-version check runs this against it, so it waits for the end state, not for the first count of one.)
    const log = page.getByRole('log');
    await expect
      .poll(async () => ({
        copies: await log.getByText(text).count(),
        sending: await log.getByText('Sending…').count(),
      }))
      .toEqual({ copies: 1, sending: 0 });
    await expect(log.getByText(text)).toBeVisible();
    await remote.check();
  });
});
