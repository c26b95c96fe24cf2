import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageReady } from './app/router';
import { replayShellPresses } from './app/shell-press-replay';
import { reportRenderError } from './lib/error-reporting';
import './components/styles/theme.css';
import './components/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

replayShellPresses(container);
await firstPageReady();

const root = createRoot(container, {
  // Every render error caught by a boundary (ours or the router's) reaches the server's error log.
  onCaughtError: reportRenderError,
  onUncaughtError: reportRenderError,
});
// As a transition, React renders the first page in slices of a few milliseconds instead of one long task: on a slow
// phone the pre-rendered hero stays responsive meanwhile (issue 12, total blocking time), and the page still
// replaces it in one commit.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
