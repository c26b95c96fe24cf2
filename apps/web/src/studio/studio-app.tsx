import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { readLaunch } from './launch';
import { StudioShell } from './shell/studio-shell';
import { StudioMessage } from './shell/studio-message';

/** The studio page: /studio/{launchId}/?token=…&mode=real|demo, usually inside the casino's game page frame. */
export function StudioApp() {
  const launch = readLaunch(window.location);
  return (
    <QueryClientProvider client={queryClient}>
      {launch ? (
        <StudioShell launch={launch} />
      ) : (
        <StudioMessage title="This game link is incomplete" text="Open the game again from the casino to play." />
      )}
    </QueryClientProvider>
  );
}
