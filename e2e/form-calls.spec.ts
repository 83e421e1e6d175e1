import { expect, test } from './fixtures';

test('the site sends its SEO lookup and its analytics session as form data, and the server reads them', async ({ page }) => {
  const seo = page.waitForRequest((r) => r.url().endsWith('/api/v1/seo/get'));
  const session = page.waitForRequest((r) => r.url().endsWith('/api/v1/users/sessions'));
  await page.goto('/faq?utm_source=vk&utm_campaign=winter');
  for (const request of [await seo, await session]) {
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const response = await request.response();
    expect(response?.status()).toBe(200);
  }
  expect((await seo).postData()).toContain('name="url"');
  expect((await session).postData()).toContain('name="utm_source"');
});
