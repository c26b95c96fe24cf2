import { create } from 'zustand';

interface ProcessStore {
  /** How many processes (form submissions, long actions) are running; the overlay shows while any is. */
  running: number;
  start: () => void;
  complete: () => void;
}

export const useProcessStore = create<ProcessStore>((set) => ({
  running: 0,
  start: () => set(({ running }) => ({ running: running + 1 })),
  complete: () => set(({ running }) => ({ running: Math.max(0, running - 1) })),
}));

export const useProcessLoading = () => useProcessStore((state) => state.running > 0);

/** Runs a task under the loading overlay, which also blocks a second click while the first is in flight. */
export async function runProcess<T>(task: () => Promise<T>): Promise<T> {
  const { start, complete } = useProcessStore.getState();
  start();
  try {
    return await task();
  } finally {
    complete();
  }
}
