import { test } from '@playwright/test';

for (const path of ['/', '/properties', '/sign-in', '/agents']) {
  test(`measure ${path}`, async ({ page }) => {
    const scripts: Array<{ url: string; bytes: number }> = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    scripts.sort((a, b) => b.bytes - a.bytes);
    const total = scripts.reduce((s, x) => s + x.bytes, 0);
    console.log(`${path}: ${(total / 1024).toFixed(1)} kB in ${scripts.length}`);
    for (const s of scripts) console.log(`  ${(s.bytes / 1024).toFixed(1)} ${s.url.replace(/^https?:\/\/[^/]+/, '')}`);
  });
}
