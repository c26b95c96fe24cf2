import { describe, expect, it } from 'vitest';
import { isMainActionKey } from './main-action-hotkey';

const press = (key: string, extra: Partial<KeyboardEvent> = {}) =>
  isMainActionKey({ key, repeat: false, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, target: null, ...extra });

describe('isMainActionKey', () => {
  it('takes Space and Enter pressed on the page', () => {
    expect(press(' ')).toBe(true);
    expect(press('Enter')).toBe(true);
  });

  it('ignores other keys, a held key (no autoplay by holding) and a key with a modifier', () => {
    expect(press('a')).toBe(false);
    expect(press(' ', { repeat: true })).toBe(false);
    expect(press('Enter', { ctrlKey: true })).toBe(false);
    expect(press(' ', { shiftKey: true })).toBe(false);
  });

  it('leaves the key to a field, a focused control or a dialog', () => {
    const inside = (selectorsMatched: boolean) => ({ closest: () => (selectorsMatched ? {} : null) }) as unknown as EventTarget;
    expect(press(' ', { target: inside(true) })).toBe(false);
    expect(press('Enter', { target: inside(true) })).toBe(false);
    expect(press('Enter', { target: inside(false) })).toBe(true);
  });
});
