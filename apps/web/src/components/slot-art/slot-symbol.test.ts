import { slotTitles } from '@lodestar/games';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotSymbol } from './slot-symbol.tsx';
import { slotTheme } from './slot-themes.ts';
import { titleArtwork } from './symbols/index.ts';

function render(titleId: string, symbolId: string): string {
  return renderToStaticMarkup(createElement(SlotSymbol, { titleId, symbolId }));
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
}

describe('slot symbol artwork', () => {
  it.each(slotTitles.map((title) => [title.id, title] as const))('%s draws every symbol it defines and no other', (titleId, title) => {
    const art = titleArtwork[titleId];
    expect(art, `artwork for ${titleId}`).toBeDefined();
    expect(Object.keys(art!.symbols).sort()).toEqual(title.symbols.map((symbol) => symbol.id).sort());
  });

  it.each(slotTitles.flatMap((title) => title.symbols.map((symbol) => [title.id, symbol.id, symbol] as const)))(
    '%s %s renders a labelled picture',
    (titleId, symbolId, symbol) => {
      const markup = render(titleId, symbolId);
      expect(markup).toMatch(/^<svg viewBox="0 0 100 100"/);
      expect(markup).toContain('role="img"');
      expect(markup).toContain(`aria-label="${escapeHtml(symbol.name)}"`);
      // The drawing itself, beyond the plate: several shapes, and no stand-in letter.
      expect(markup.match(/<(path|circle|ellipse|rect|polyline)\b/g)!.length).toBeGreaterThan(3);
      expect(markup).not.toContain('slot-symbol-missing');
    },
  );

  it('bannered wilds and scatters, and only them', () => {
    for (const title of slotTitles) {
      for (const symbol of title.symbols) {
        const markup = render(title.id, symbol.id);
        expect(markup.includes('>WILD</text>'), `${symbol.id} WILD banner`).toBe(symbol.kind === 'wild');
        expect(markup.includes('>SCATTER</text>'), `${symbol.id} SCATTER banner`).toBe(symbol.kind === 'scatter');
      }
    }
  });

  it('gives a symbol the artwork does not know a labelled stand-in', () => {
    const markup = render('slot-starfall-fortune', 'black-hole');
    expect(markup).toContain('aria-label="black-hole"');
    expect(markup).toContain('slot-symbol-missing');
    expect(markup).toContain('>b</text>');
  });
});

describe('slot themes', () => {
  it.each(slotTitles.map((title) => title.id))('%s has its own backdrop, accent and frame', (titleId) => {
    const theme = slotTheme(titleId);
    expect(theme).not.toEqual(slotTheme('slot-unknown'));
    expect(theme.background).toMatch(/gradient\(/);
    expect(theme.accent).toMatch(/^#[0-9a-f]{6}$/);
    expect(theme.frame).toMatch(/^#[0-9a-f]{6}$/);
  });
});
