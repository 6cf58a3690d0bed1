import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** Saves a full-page screenshot under e2e/artifacts/screens, named by viewport so both widths are kept. */
export async function snap(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `e2e/artifacts/screens/${name}-${width}.png`, fullPage: true });
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ng`;
}

/** Reads the newest 6-digit code mailed to `email` from the dev outbox (the local mail transport). */
export async function readCodeFromOutbox(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/v1/dev/outbox?email=${encodeURIComponent(email)}`);
      const body = (await response.json()) as { data: Array<{ text: string }> };
      code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Marks the welcome dialog as seen before any page loads, for tests that are not about it. */
export async function skipWelcome(page: Page) {
  await page.addInitScript(() => localStorage.setItem('naija-homes:welcome-seen', 'yes'));
}

export async function dismissWelcome(page: Page) {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

/** Signs in through the form, starting signed out (cookies cleared) so a test can switch accounts. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await dismissWelcome(page);
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

export function isMobile(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}
