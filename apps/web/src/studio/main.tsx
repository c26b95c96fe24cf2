import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportRenderError } from '@/lib/error-reporting';
import { StudioApp } from './studio-app';
import '@/components/styles/theme.css';
import '@/components/styles/base.css';
import './shell/studio.css';

const container = document.getElementById('studio-root');
if (!container) throw new Error('studio/index.html has no #studio-root element');

createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
