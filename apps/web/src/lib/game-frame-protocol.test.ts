import { describe, expect, it } from 'vitest';
import { embeddingOrigin, gameFrameMessageOf } from './game-frame-protocol';

const gameWindow = { name: 'the game frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'another frame' } as unknown as MessageEventSource;
const frame = { origin: 'https://casino.test', window: gameWindow };
const started = { type: 'lodestar:round-started', playId: 'play-1' };

describe('gameFrameMessageOf', () => {
  it('reads the protocol messages of the game frame', () => {
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: gameWindow, data: started }, frame)).toEqual(started);
    const shown = { type: 'lodestar:round-settled-shown', playId: 'play-1', roundId: 'r-9' };
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: gameWindow, data: shown }, frame)).toEqual(shown);
    const refused = { type: 'lodestar:round-settled-shown', playId: 'play-2' };
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: gameWindow, data: refused }, frame)).toEqual(refused);
  });

  it('keeps only the protocol fields of a message', () => {
    const data = { ...started, funds: [], roundId: 'r-1' };
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: gameWindow, data }, frame)).toStrictEqual(started);
  });

  it('ignores a message from any other origin, even one naming the right window', () => {
    for (const origin of ['https://evil.test', 'http://casino.test', 'https://casino.test.evil.test', 'null', '']) {
      expect(gameFrameMessageOf({ origin, source: gameWindow, data: started }, frame)).toBeUndefined();
    }
  });

  it('ignores a message of the right origin from another window, or when the frame is gone', () => {
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: otherWindow, data: started }, frame)).toBeUndefined();
    expect(gameFrameMessageOf({ origin: 'https://casino.test', source: null, data: started }, { ...frame, window: null })).toBeUndefined();
  });

  it('ignores data that is not one of the protocol messages', () => {
    for (const data of [
      'lodestar:round-started',
      null,
      { type: 'lodestar:round-started' },
      { type: 'lodestar:round-started', playId: '' },
      { type: 'lodestar:balance', funds: [] },
      { type: 'lodestar:round-settled-shown', playId: 'p', roundId: 42 },
      { type: 'lodestar:round-settled-shown', playId: 'p', roundId: '' },
      { type: 'lodestar:round-started', playId: 'p'.repeat(101) },
      { type: 'lodestar:round-settled-shown', playId: 'p', roundId: 'r'.repeat(101) },
      { playId: 'p' },
      ['lodestar:round-started', 'p'],
    ]) {
      expect(gameFrameMessageOf({ origin: 'https://casino.test', source: gameWindow, data }, frame)).toBeUndefined();
    }
  });
});

describe('embeddingOrigin', () => {
  const location = (ancestors: string[]) =>
    ({ ancestorOrigins: Object.assign([...ancestors], { contains: () => false, item: () => null }) }) as unknown as Location;
  const parent = {} as Window;

  it('names the embedding page, from ancestorOrigins or else the referrer', () => {
    expect(embeddingOrigin({ parent, location: location(['https://casino.test']), document: { referrer: '' } as Document })).toBe(
      'https://casino.test',
    );
    expect(embeddingOrigin({ parent, location: location([]), document: { referrer: 'https://casino.test/game/dice' } as Document })).toBe(
      'https://casino.test',
    );
  });

  it('names nobody for a game opened on its own', () => {
    const page = { location: location([]), document: { referrer: '' } as Document } as unknown as Window;
    expect(embeddingOrigin(Object.assign(page, { parent: page }))).toBeUndefined();
    expect(embeddingOrigin({ parent, location: location([]), document: { referrer: '' } as Document })).toBeUndefined();
  });
});
