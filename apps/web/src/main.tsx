import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { firstPageReady } from './app/router';
import { reportRenderError } from './lib/error-reporting';
import './components/styles/theme.css';
import './components/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

await firstPageReady();

createRoot(container, {
  // Every render error caught by a boundary (ours or the router's) reaches the server's error log.
  onCaughtError: reportRenderError,
  onUncaughtError: reportRenderError,
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
