import { expect, test } from '@playwright/test';
import { readCodeFromOutbox, skipWelcome, snap, uniqueEmail } from '../support';

test.beforeEach(async ({ page }) => {
  await skipWelcome(page);
});

// A 64×64 PNG: a real image, so the server's content check accepts it, and large enough for an avatar (32 px a side).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAAA1BMVEULbk+2MsgTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAG0lEQVRYw+3BgQAAAADDoPlT3+AEVQEAAAB8AxBAAAEZszF2AAAAAElFTkSuQmCC',
  'base64',
);

test('a buyer adds, is warned about a wrong file, and removes a profile photo', async ({ page }) => {
  const email = uniqueEmail('photo');
  await page.request.post('/api/v1/auth/sign-up', {
    data: {
      firstName: 'Ngozi',
      lastName: 'Eze',
      email,
      phoneNumber: '08031230099',
      password: 'secret-pass-1',
      role: 'BUYER',
    },
  });
  const code = await readCodeFromOutbox(page, email);
  await page.request.post('/api/v1/auth/verify-otp', { data: { code, email, type: 'verify-email' } });

  await page.goto('/buyer/settings');
  await page.getByLabel('Upload photo').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(page.getByText('Only jpeg, jpg, png files are allowed')).toBeVisible();
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  // The header's avatar shows the new photo at once.
  await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute(
    'src',
    /^\/uploads\/photos\/.+\.webp$/,
  );
  await snap(page, 'buyer-profile-photo');
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
});
