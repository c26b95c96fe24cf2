import { describe, expect, it } from 'vitest';
import { gameArtworkSrcSet, gameArtworkUrl } from './game-artwork.ts';

describe('game artwork URLs', () => {
  it('names the large AVIF by default and lists every width in the srcset', () => {
    const url = gameArtworkUrl('slot-starfall-fortune');
    expect(url).toBe('/images/games/slot-starfall-fortune-720.avif');
    expect(gameArtworkSrcSet(url)).toBe('/images/games/slot-starfall-fortune-360.avif 360w, /images/games/slot-starfall-fortune-720.avif 720w');
    expect(gameArtworkSrcSet(gameArtworkUrl('dice', 360))).toBe(gameArtworkSrcSet(gameArtworkUrl('dice')));
  });

  it('leaves any other image without a srcset', () => {
    expect(gameArtworkSrcSet('/images/games/dice.svg')).toBeUndefined();
    expect(gameArtworkSrcSet('/images/games/dice-500.avif')).toBeUndefined();
    expect(gameArtworkSrcSet('https://cdn.example.com/cover.avif')).toBeUndefined();
  });
});
