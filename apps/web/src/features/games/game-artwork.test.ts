import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAME_ARTWORK_WIDTHS } from '@lodestar/contracts';
import { renderGameArtwork } from '../../../build/game-artwork-plugin';

const artworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/images/games');
const drawn = readdirSync(artworkDir).filter((name) => name.endsWith('.svg'));

// One test per cover: encoding AVIF is slow, and all the covers in one test took 58 s of its 60 s limit on a CI run
// and timed out on the next, when this machine's CPU ran at half speed.
describe('game artwork as AVIF (build/game-artwork-plugin.ts)', () => {
  it('finds at least the 14 drawn covers', () => {
    expect(drawn.length).toBeGreaterThanOrEqual(14);
  });

  it.each(drawn)('renders %s at every width, 3:4 and not blank', async (name) => {
    for (const width of GAME_ARTWORK_WIDTHS) {
      const image = sharp(await renderGameArtwork(path.join(artworkDir, name), width));
      const metadata = await image.metadata();
      expect({ name, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        name,
        format: 'heif',
        width,
        height: (width * 4) / 3,
      });
      // A cover is artwork, not one flat colour: some channel must vary across the image.
      const { channels } = await image.stats();
      expect(Math.max(...channels.map((channel) => channel.stdev)), name).toBeGreaterThan(10);
    }
  });
});
