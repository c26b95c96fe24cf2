import { statementText } from '@lodestar/contracts';
import { DESKTOP, newPage, PHONE, expectNoSeriousA11yViolations } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { depositThroughSandbox } from './support/players.ts';
import { signInStaffThroughApi } from './support/staff.ts';

test('a player opens the chat and writes; support answers from the back office inbox; the answer shows without a reload', async ({
  page,
  player,
  server,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await expect(launcher).toBeVisible();
  // The button floats above the cookie notice, never over its OK button.
  const okButton = page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' });
  const [launcherBox, okBox] = [(await launcher.boundingBox())!, (await okButton.boundingBox())!];
  expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(okBox.y);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Lodestar support' });
  await expect(panel).toBeVisible();
  // Signed in: no email asked, the player writes as themselves.
  await expect(panel.getByLabel('Your email')).toHaveCount(0);
  await panel.getByLabel('Your message').fill('My withdrawal has been pending since yesterday. <b>Any news?</b>');
  await panel.getByRole('button', { name: 'Start chat' }).click();
  const log = panel.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('My withdrawal has been pending since yesterday. <b>Any news?</b>')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the chat panel');
  await page.screenshot({ path: 'test-results/support-chat-panel-1280.png' });

  // Escape closes the panel and gives focus back to the button; reopening shows the same chat.
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(launcher).toBeFocused();
  await launcher.click();
  await expect(log.getByText(/pending since yesterday/)).toBeVisible();

  const staff = await newPage(browser, server.baseUrl);
  try {
    await signInStaffThroughApi(staff.page, server, 'support');
    await staff.page.goto('/admin/chat');
    const inbox = staff.page.getByRole('list', { name: 'Unassigned chats' });
    await inbox.getByRole('button', { name: new RegExp(player.email) }).click();
    const conversation = staff.page.getByRole('article', { name: `Chat with ${player.email}` });
    await expect(conversation.getByText(/pending since yesterday/)).toBeVisible();
    const context = staff.page.getByRole('complementary', { name: 'Player context' });
    await expect(context.getByText('Last deposits and withdrawals')).toBeVisible();
    await expect(context.getByText('not uploaded').first()).toBeVisible();

    await staff.page.getByLabel('Canned reply').selectOption({ label: 'Withdrawal times' });
    await expect(staff.page.getByLabel('Your answer')).toHaveValue(/Withdrawals are reviewed within 24 hours/);
    await staff.page.getByLabel('Your answer').fill('I checked: your withdrawal is approved and on its way.');
    await staff.page.getByRole('button', { name: 'Send answer' }).click();
    await expect(conversation.getByText(/answered by support-/)).toBeVisible();
    // In the messages: the answer box may still hold the text for a moment after sending.
    await expect(
      conversation.getByRole('log', { name: 'Messages' }).getByText('I checked: your withdrawal is approved and on its way.'),
    ).toBeVisible();
    await expect(staff.page.getByLabel('Your answer')).toHaveValue('');
    // Answered, the chat is this staff member's: the inbox shows their tab.
    await expect(staff.page.getByRole('button', { name: 'Mine', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(staff.page.getByRole('list', { name: 'My chats' }).getByRole('button', { name: new RegExp(player.email) })).toBeVisible();
    await staff.page.screenshot({ path: 'test-results/support-chat-inbox-1280.png', fullPage: true });

    // The player's open panel shows the answer, live.
    await expect(log.getByText('I checked: your withdrawal is approved and on its way.')).toBeVisible();
    await expect(log.getByText(/Lodestar support ·/)).toBeVisible();

    await conversation.getByRole('button', { name: 'Close chat' }).click();
    await staff.page.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(staff.page.getByRole('list', { name: 'Closed chats' }).getByRole('button', { name: new RegExp(player.email) })).toBeVisible();
  } finally {
    await staff.context.close();
  }

  // Closed: the player rates it.
  await expect(panel.getByText('Your last chat was closed.')).toBeVisible();
  await panel.getByRole('button', { name: '5 out of 5' }).click();
  await expect(panel.getByText('Thank you for your rating')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor on a phone gets the chat full screen and leaves an email to start', async ({ browser, server }) => {
  const { context, page } = await newPage(browser, server.baseUrl, { viewport: PHONE });
  try {
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const panel = page.getByRole('dialog', { name: 'Lodestar support' });
    const box = (await panel.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Leave your email so we can answer you');
    await panel.getByLabel('Your email').fill('curious.visitor@example.com');
    await panel.getByLabel('Your message').fill('Do you accept players from Ireland?');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await expect(panel.getByRole('log').getByText('Do you accept players from Ireland?')).toBeVisible();
    // Tab stays inside the dialog.
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: 'test-results/support-chat-panel-390.png' });
    await page.keyboard.press('Escape');

    // A game fills the phone's screen with its controls: there the button waits below the game, not over it.
    await page.goto('/game/lodestar-plinko?demo=1');
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeAttached();
    const gameBottom = await page
      .locator('iframe')
      .first()
      .evaluate((frame) => frame.getBoundingClientRect().bottom + window.scrollY);
    const launcherTop = await launcher.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
    expect(launcherTop).toBeGreaterThanOrEqual(gameBottom);
  } finally {
    await context.close();
  }
});

test('the chat button never covers a control: scrolled to any control, the page keeps it clear of the button', async ({
  page,
  player: _signedIn,
}) => {
  await depositThroughSandbox(page.request);
  for (const [viewport, path, loaded] of [
    [DESKTOP, '/profile/account/general', page.getByRole('region', { name: 'Redeem Promotion Coupon' })],
    [PHONE, '/profile/account/statement', page.getByRole('region', { name: statementText.title }).getByRole('row').nth(1)],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await expect(loaded).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    // Each control brought into view at the window's bottom edge, as focus and find-in-page do, then checked against
    // the floating button (fixed: its box does not move).
    const covered = await page.evaluate(() => {
      const launcher = document.querySelector('.chat-launcher')!.getBoundingClientRect();
      const controls = Array.from(document.querySelectorAll<HTMLElement>('main :is(a, button, input, select, [role="status"]), footer a'));
      return controls
        .filter((control) => control.checkVisibility())
        .filter((control) => {
          control.scrollIntoView({ block: 'end', behavior: 'instant' });
          const box = control.getBoundingClientRect();
          return box.left < launcher.right && box.right > launcher.left && box.top < launcher.bottom && box.bottom > launcher.top;
        })
        .map((control) => control.textContent?.trim() || control.getAttribute('aria-label'));
    });
    expect(covered, `${path} at ${viewport.width} px`).toEqual([]);
  }
});
