import { create } from 'zustand';

/** The mine count chosen for the next round, shared with the info panel, which shows its multiplier table. */
interface MinesSettings {
  mineCount: number;
  setMineCount(mineCount: number): void;
}

export const DEFAULT_MINE_COUNT = 3;

export const useMinesSettings = create<MinesSettings>((set) => ({
  mineCount: DEFAULT_MINE_COUNT,
  setMineCount: (mineCount) => set({ mineCount }),
}));
