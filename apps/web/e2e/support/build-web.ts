// @ts-expect-error -- a plain ESM script shared with `npm start`, without type declarations
import { buildWebIfStale } from '../../../../scripts/start.mjs';

/** Playwright's globalSetup: the browser suite runs against the production build, rebuilt only when its sources changed. */
export default function buildWeb(): void {
  (buildWebIfStale as () => void)();
}
