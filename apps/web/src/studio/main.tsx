import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportRenderError } from '@/lib/error-reporting';
import { StudioApp } from './studio-app';
import '@/components/styles/theme.css';
import '@/components/styles/base.css';
import './shell/studio.css';

const container = document.getElementById('studio-root');
if (!container) throw new Error('studio/index.html has no #studio-root element');

const root = createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError });
// In slices, as the site's main.tsx does: the frame shares the casino page's main thread (issue 12).
startTransition(() => {
  root.render(
    <StrictMode>
      <StudioApp />
    </StrictMode>,
  );
});
