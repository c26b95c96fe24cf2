import { eq } from 'drizzle-orm';
import { apiPaths, phoneMessages, profileMessages } from '@lodestar/contracts';
import { createMarketingConsent } from '../../server/src/modules/profile/marketing-consent.ts';
import { playerProfiles } from '../../server/src/modules/profile/schema.ts';
import { createSignedLinks } from '../../server/src/platform/signed-links.ts';
import { expectNoSeriousA11yViolations } from './support/browser.ts';
import { openFirstDeposit } from './support/deposit.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('profile edit view', () => {
  test('fills in the details, saves them, and finds them locked after a reload', async ({ page, player: _signedIn, consoleErrors }) => {
    await page.goto('/profile/details');
    const form = page.getByRole('form', { name: 'Edit your details' });
    const savePanel = page.getByRole('region', { name: 'Unsaved changes' });

    // The names come from registration and are already locked, with a way to ask support.
    await expect(form.getByLabel('First name')).toHaveValue('Mary');
    await expect(form.getByLabel('First name')).not.toBeEditable();
    await expect(form.getByRole('link', { name: /ask our support team/ })).toHaveAttribute('href', /^mailto:/);
    await expect(savePanel).toHaveCount(0);

    // Date of birth: three selects, years newest first.
    await expect(form.getByLabel('Year').locator('option').nth(1)).toHaveText('2004');
    await form.getByLabel('Day').selectOption('17');
    await expect(savePanel).toContainText(profileMessages.savePrompt);
    await form.getByLabel('Month').selectOption({ label: 'May' });
    await form.getByLabel('Year').selectOption('1990');
    await expectNoSeriousA11yViolations(page, 'profile edit view with the save panel');

    // Country: typed substring, case-insensitive, one 'Germany' only; Escape closes the list.
    const country = form.getByRole('combobox', { name: 'Country' });
    await country.fill('UNITED');
    const options = page.getByRole('listbox', { name: 'Country' }).getByRole('option');
    await expect(options.filter({ hasText: 'United Kingdom' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'profile edit view, country list open');
    await country.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Country' })).toHaveCount(0);
    await country.fill('germ');
    await expect(options).toHaveText(['Germany']);
    await country.press('ArrowDown');
    await expect(country).toHaveAttribute('aria-activedescendant', /option-DE$/);
    await country.press('Enter');
    await expect(country).toHaveValue('Germany');

    await form.getByLabel('City').fill('Berlin');
    await form.getByLabel('Address').fill('Unter den Linden 1');
    await form.getByLabel('Zip code').fill('10117');
    await form.getByLabel('Gender').selectOption('Female');

    // An invalid number is refused with the library's reason; a +1 number, with spaces, is saved.
    const phone = form.getByLabel('Phone number');
    await phone.fill('+1 999 555 0123');
    await savePanel.getByRole('button', { name: profileMessages.save }).click();
    await expect(form.getByText(phoneMessages.invalid('1'))).toBeVisible();
    await phone.fill('+1 202 555 0123');
    await savePanel.getByRole('button', { name: profileMessages.save }).click();

    await expect(page.getByText(profileMessages.saved)).toBeVisible();
    await expect(savePanel).toHaveCount(0);
    const saved = await (await page.request.get(apiPaths.profile)).json();
    expect(saved.details).toMatchObject({
      country: 'DE',
      city: 'Berlin',
      gender: 'Female',
      dateOfBirth: Date.UTC(1990, 4, 17) / 1000,
      phone: { dialingCode: '+1', phoneNumber: '2025550123' },
    });

    await page.reload();
    for (const [label, value] of [
      ['Date of birth', '17 May 1990'],
      ['Country', 'Germany'],
      ['City', 'Berlin'],
      ['Phone number', '+1 202 555 0123'],
      ['Gender', 'Female'],
    ] as const) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect(form.getByLabel(label, { exact: true })).not.toBeEditable();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the deposit modal asks for the missing details with the same fields and rules', async ({ page, player: _signedIn }) => {
    await page.goto('/');
    const deposit = await openFirstDeposit(page);
    await deposit.getByRole('button', { name: '30 EUR' }).click();
    await deposit.getByRole('button', { name: 'Play' }).click();
    await deposit.getByRole('button', { name: 'Credit Card' }).click();
    await deposit.getByRole('button', { name: /Ruby/ }).click();
    await expect(deposit.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'deposit modal, profile step');

    await deposit.getByLabel('Address').fill('Unter den Linden 1');
    await deposit.getByLabel('Zip code').fill('10117');
    await deposit.getByLabel('City').fill('Berlin');
    await deposit.getByLabel('State').fill('Berlin');
    const country = deposit.getByRole('combobox', { name: 'Country' });
    await country.fill('germ');
    await country.press('Escape');
    // Escape closes the country list, not the deposit modal.
    await expect(deposit).toBeVisible();
    await country.fill('germ');
    await country.press('ArrowDown');
    await country.press('Enter');
    await deposit.getByLabel('Phone number').fill('+356 7921 234');
    await deposit.getByRole('button', { name: 'Save and continue' }).click();
    await expect(deposit.getByText(phoneMessages.tooShort('356'))).toBeVisible();
    await deposit.getByLabel('Phone number').fill('+353 85 123 4567');
    await deposit.getByRole('button', { name: 'Save and continue' }).click();
    // Saved: the gateway opens.
    await expect(page.locator('iframe[title="Payment"]')).toBeVisible();
    const saved = await (await page.request.get(apiPaths.profile)).json();
    expect(saved.details).toMatchObject({ country: 'DE', state: 'Berlin', phone: { dialingCode: '+353', phoneNumber: '851234567' } });
  });

  test('a marketing mail’s unsubscribe link works signed out', async ({ page, player, server, context }) => {
    await page.goto('/profile/details');
    // Clicked and then awaited checked: check() reads the box back at once, and under load React's render of the
    // choice can land a moment after the click (the CI run that saw it found the box checked in its snapshot).
    const consentBox = page.getByLabel('Send me promotions by email');
    await consentBox.click();
    await expect(consentBox).toBeChecked();
    await expect(page.getByText('You will receive promotions by email')).toBeVisible();
    const links = createSignedLinks(server.config.EMAIL_LINK_SECRET);
    const consent = createMarketingConsent({ db: server.database.db, links, publicUrl: server.baseUrl, now: () => new Date() });
    const url = consent.unsubscribeUrl(player.playerId);

    await context.clearCookies();
    await page.goto(url);
    await expect(page.getByRole('status')).toContainText(profileMessages.unsubscribed);
    const [row] = await server.database.db.select().from(playerProfiles).where(eq(playerProfiles.playerId, player.playerId));
    expect(row?.receiveEmailPromo).toBe(false);
    await page.goto(`${url}x`);
    await expect(page.getByRole('alert')).toContainText(profileMessages.unsubscribeLinkInvalid);
  });
});
