import { statementText } from '@lodestar/contracts';
import { DESKTOP, PHONE } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { saveScreen } from './support/screens.ts';

/** Each page's h1 and the name it gives the browser tab, which the section's 'Account Details' no longer overrides. */
const accountPages = [
  { path: '/profile/account/security', title: 'Security', tab: 'Security' },
  { path: '/profile/account/limits', title: 'Deposit, loss and wager limits', tab: 'Gambling limits' },
  { path: '/profile/account/self-exclusion', title: 'Self-exclusion', tab: 'Self-exclusion' },
  { path: '/profile/account/statement', title: statementText.title, tab: statementText.title },
];

test.describe('the profile pages', () => {
  test('name each account page once, with its own title as the only h1', async ({ page, player: _signedIn }) => {
    for (const { path, title, tab } of accountPages) {
      await page.goto(path);
      const headings = page.getByRole('heading', { level: 1 });
      await expect(headings, path).toHaveText([title]);
      await expect(page.getByRole('link', { name: 'Back to Profile' })).toBeVisible();
      await expect(page).toHaveTitle(`${tab} · Lodestar Casino`);
    }
    await page.goto('/profile/account/general');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(['My profile']);

    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/profile/account/security');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await saveScreen(page, `account-security-${viewport.width}`);
    }
  });
});
