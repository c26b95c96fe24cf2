import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportRenderError } from '@/lib/error-reporting';
import { App } from './app';
import { nextTask } from './next-task';
import { createSiteRouter, firstPageLoaded } from './router';

/**
 * Renders the live site into the container once its first page's chunk has come and the page's style sheets apply,
 * over the server's pre-rendered first screen where there is one. main.tsx loads this module, and with it React, the
 * router and the app, only once that screen has painted.
 */
export async function startSite(container: HTMLElement, styleSheetsApplied: Promise<void>): Promise<void> {
  // A task of its own for the router's first navigation, after the one that evaluated the site's code.
  await nextTask();
  const router = createSiteRouter();
  await Promise.all([firstPageLoaded(router), styleSheetsApplied]);
  const root = createRoot(container, {
    // Every render error caught by a boundary (ours or the router's) reaches the server's error log.
    onCaughtError: reportRenderError,
    onUncaughtError: reportRenderError,
  });
  // As a transition, React renders the first page in slices of a few milliseconds instead of one long task: on a slow
  // phone the pre-rendered screen stays responsive meanwhile (issue 12, total blocking time), and the page still
  // replaces it in one commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
