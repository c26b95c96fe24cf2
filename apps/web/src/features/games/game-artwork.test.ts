import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAME_ARTWORK_WIDTHS } from '@lodestar/contracts';
import { renderGameArtwork } from '../../../build/game-artwork-plugin';

const artworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/images/games');
const drawn = readdirSync(artworkDir).filter((name) => name.endsWith('.svg'));

describe('game artwork as AVIF (build/game-artwork-plugin.ts)', () => {
  it('renders every drawn cover at every width, 3:4 and not blank', async () => {
    expect(drawn.length).toBeGreaterThanOrEqual(14);
    for (const name of drawn) {
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
    }
  });
});
