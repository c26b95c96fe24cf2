import { expect, type Page } from '@playwright/test';

/**
 * Opens the development mailbox page in the browser and follows the link of the newest mail to `email`
 * whose subject contains `subject` — what a developer without SMTP does by hand.
 */
export async function followMailLink(page: Page, email: string, subject: string): Promise<void> {
  const mail = page.locator(`article.mail[data-to="${email}"]`).filter({ hasText: subject }).first();
  // Some mails (the password reset) are sent off the request path: the page is reloaded until the mail is there.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  const link = mail.locator('pre a').first();
  await expect(link).toHaveAttribute('href', /.+/);
  await link.click();
}
