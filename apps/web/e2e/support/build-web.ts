// @ts-expect-error -- a plain ESM script shared with `npm start`, without type declarations
import { buildWebIfStale } from '../../../../scripts/start.mjs';

/** The browser suite runs against the production build, rebuilt only when its sources changed. */
export function setup(): void {
  (buildWebIfStale as () => void)();
}
