import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportRenderError } from '@/app/error-reporting';
import { StudioApp } from './studio-app';
import '@/app/styles/theme.css';
import '@/app/styles/base.css';
import './shell/studio.css';

const container = document.getElementById('studio-root');
if (!container) throw new Error('studio/index.html has no #studio-root element');

createRoot(container, { onCaughtError: reportRenderError, onUncaughtError: reportRenderError }).render(
  <StrictMode>
    <StudioApp />
  </StrictMode>,
);
