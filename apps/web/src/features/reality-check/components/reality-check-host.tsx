import { useEffect, useState } from 'react';
import { showToast } from '@/components/toast/toast-store';
import { useAcknowledgeRealityCheck, useRealityCheck } from '../api';
import { RealityCheckDialog } from './reality-check-dialog';

/** True while the reality check waits for the player's answer: the layout makes the page behind it inert. */
export const useRealityCheckDue = () => useRealityCheck().data?.due === true;

/**
 * The reality check over every page, the game frame included. It renders outside the page (which the layout makes
 * inert), above any other modal, and first leaves fullscreen: a fullscreen game would otherwise hide it.
 */
export function RealityCheckHost({ onLogOut }: { onLogOut: () => void }) {
  const { data: status } = useRealityCheck();
  const acknowledge = useAcknowledgeRealityCheck();
  const due = status?.due === true;
  // The dialog mounts (and takes focus) only once fullscreen is left and the focus to give back is known.
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!due) return;
    let cancelled = false;
    const previousFocus = document.activeElement;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const leftFullscreen = document.fullscreenElement ? document.exitFullscreen().catch(() => undefined) : Promise.resolve();
    void leftFullscreen.then(() => {
      if (!cancelled) setShown(true);
    });
    return () => {
      cancelled = true;
      setShown(false);
      document.body.style.overflow = previousOverflow;
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) previousFocus.focus();
    };
  }, [due]);

  if (!status || !due || !shown) return null;
  const continuePlaying = () =>
    acknowledge.mutate(undefined, { onError: () => showToast('We could not record your answer, please try again', 'error') });
  return <RealityCheckDialog status={status} continuing={acknowledge.isPending} onContinue={continuePlaying} onLogOut={onLogOut} />;
}
