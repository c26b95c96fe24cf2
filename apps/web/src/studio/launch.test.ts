import { describe, expect, it } from 'vitest';
import { readLaunch } from './launch';

describe('readLaunch', () => {
  it('reads the launch id from the path and the token and mode from the query', () => {
    expect(readLaunch({ pathname: '/studio/slot-neon-nights/', search: '?token=a%2Bb&mode=demo' })).toEqual({
      launchId: 'slot-neon-nights',
      token: 'a+b',
      mode: 'demo',
    });
    expect(readLaunch({ pathname: '/studio/dice', search: '?mode=real&token=t' })).toEqual({ launchId: 'dice', token: 't', mode: 'real' });
  });

  it('refuses a link without a token, with an unknown mode or outside /studio/', () => {
    expect(readLaunch({ pathname: '/studio/dice/', search: '?mode=real' })).toBeUndefined();
    expect(readLaunch({ pathname: '/studio/dice/', search: '?token=t&mode=fun' })).toBeUndefined();
    expect(readLaunch({ pathname: '/game/dice/', search: '?token=t&mode=real' })).toBeUndefined();
  });
});
