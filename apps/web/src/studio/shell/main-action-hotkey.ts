import { useEffect, useRef } from 'react';
import type { StudioGameKind } from '@lodestar/contracts';

/** The games whose main action (roll, play, drop, spin) has a key; the info panel says which key. */
export const HOTKEY_GAMES: ReadonlySet<StudioGameKind> = new Set(['dice', 'limbo', 'plinko', 'keno', 'slot']);
export const MAIN_ACTION_KEYS_TEXT = 'Space or Enter';

/** Where a key belongs to what has focus: typing, choosing, pressing a focused control, or a dialog. */
function keyBelongsToFocus(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<Element, 'closest'>> | null;
  if (typeof element?.closest !== 'function') return false;
  return element.closest('input, textarea, select, button, a, [contenteditable="true"], [role="dialog"]') !== null;
}

/** Whether a key press is the main-action hotkey: Space or Enter, alone, held for the first time, not in a field. */
export function isMainActionKey(event: Pick<KeyboardEvent, 'key' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>): boolean {
  if (event.key !== ' ' && event.key !== 'Enter') return false;
  if (event.repeat || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return !keyBelongsToFocus(event.target);
}

/**
 * On a desktop (a fine pointer), Space or Enter plays one round, exactly as a click on the game's main button
 * would: once per press, never held down into a series (no autoplay), never while the player types in a field.
 */
export function useMainActionHotkey(action: () => void, enabled: boolean): void {
  const latest = useRef({ action, enabled });
  useEffect(() => {
    latest.current = { action, enabled };
  });
  useEffect(() => {
    if (!window.matchMedia('(pointer: fine)').matches) return;
    const listen = (event: KeyboardEvent) => {
      if (!isMainActionKey(event)) return;
      event.preventDefault();
      if (latest.current.enabled) latest.current.action();
    };
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, []);
}
