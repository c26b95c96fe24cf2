import { useEffect } from 'react';
import { create } from 'zustand';
import { MODAL_RESET_DELAY_MS } from '@lodestar/contracts';

interface DraftStore<Draft> {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  reset: () => void;
}

/**
 * What a multi-step modal (deposit, cashout) has been told so far. It outlives the modal component by
 * MODAL_RESET_DELAY_MS (SPEC.md §4: "the modal resets its state 500 ms after closing"), so a modal closed by
 * a stray click and opened again at once picks up where the player was.
 */
export function createModalDraft<Draft extends object>(initial: Draft) {
  let resetTimer: number | undefined;
  const useDraftStore = create<DraftStore<Draft>>((set) => ({
    draft: initial,
    update: (patch) => set(({ draft }) => ({ draft: { ...draft, ...patch } })),
    reset: () => set({ draft: initial }),
  }));

  /** Called once by the modal: cancels a pending reset while it is open and schedules one when it closes. */
  function useDraftLifetime(): void {
    useEffect(() => {
      window.clearTimeout(resetTimer);
      return () => {
        resetTimer = window.setTimeout(() => useDraftStore.getState().reset(), MODAL_RESET_DELAY_MS);
      };
    }, []);
  }

  return { useDraftStore, useDraftLifetime };
}
