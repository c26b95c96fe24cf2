import { expect, type Browser } from '@playwright/test';
import { newPage, PHONE } from './browser.ts';

/** Where the game page's frame is 1158×651 (a laptop), 1158×502 (a short laptop) and 372×686 (a phone). */
const GAME_PAGE_VIEWPORTS = [{ width: 1280, height: 900 }, { width: 1280, height: 720 }, PHONE];

export interface MainButton {
  launchId: string;
  /** The game's name, the title of its frame. */
  title: string;
  /** The button that plays a round: Deal, Spin, Roll… */
  button: string;
}

/**
 * Opens each game's page in demo on a laptop, a short laptop and a phone, and fails unless the game's main button
 * is inside the game's frame as the frame first shows it: the player must not have to scroll inside it to play.
 */
export async function expectMainButtonsInFrame(browser: Browser, baseUrl: string, games: readonly MainButton[]): Promise<void> {
  for (const viewport of GAME_PAGE_VIEWPORTS) {
    const { page, context } = await newPage(browser, baseUrl, { viewport });
    for (const game of games) {
      await page.goto(`/game/lodestar-${game.launchId}?demo=1`);
      const button = page.frameLocator(`iframe[title="${game.title}"]`).getByRole('button', { name: game.button, exact: true });
      const { bottom, frameHeight } = await button.evaluate((element) => ({
        bottom: element.getBoundingClientRect().bottom,
        frameHeight: window.innerHeight,
      }));
      expect(bottom, `${game.button} in ${game.title} at ${viewport.width}×${viewport.height}`).toBeLessThanOrEqual(frameHeight);
    }
    await context.close();
  }
}
