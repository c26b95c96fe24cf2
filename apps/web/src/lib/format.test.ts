import { describe, expect, it } from 'vitest';
import { describeUserAgent, formatDateTime, titleFromRouteName } from './format';

describe('describeUserAgent', () => {
  it('names browser and system', () => {
    const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(describeUserAgent(chromeOnWindows)).toBe('Chrome on Windows');
  });

  it('tells Edge from the Chrome it is built on', () => {
    const edge =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(describeUserAgent(edge)).toBe('Edge on macOS');
  });

  it('tells Safari on an iPhone apart from desktop Safari', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(describeUserAgent(iphone)).toBe('Safari on iOS');
  });

  it('falls back when nothing is known', () => {
    expect(describeUserAgent(null)).toBe('Unknown device');
    expect(describeUserAgent('curl/8.5.0')).toBe('Unknown device');
  });
});

describe('formatDateTime', () => {
  it('shows day, month name, year and time', () => {
    expect(formatDateTime('2025-11-21T14:05:00')).toBe('21 Nov 2025, 14:05');
  });

  it('shows unparsable input unchanged', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

describe('titleFromRouteName', () => {
  it('turns hyphenated route names into a title', () => {
    expect(titleFromRouteName('book-of-dead')).toBe('Book Of Dead');
  });

  it('decodes an encoded slash', () => {
    expect(titleFromRouteName('studio%2Fcrash')).toBe('Studio Crash');
  });
});
