import { startDeferredModules } from './app/deferred-modules';
import { deferredStyleSheetsApplied } from './app/deferred-style-sheets';
import { firstScreenPainted } from './app/first-screen-painted';
import { followFirstScreenScroll } from './app/first-screen-scroll';
import { nextTask } from './app/next-task';
import { replayShellPresses } from './app/shell-press-replay';
import './components/styles/theme.css';
import './components/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

replayShellPresses(container);
followFirstScreenScroll(container);
// The site's code downloads and runs once the pre-rendered first screen has painted: on a slow phone its pictures
// come and show first (issue 12). What this module imports itself is evaluated at once (the site-boot chunk): keep
// it small.
await firstScreenPainted(container);
// Before the site's code is imported: Vite's preload helper adds every style sheet that code needs that the page does
// not already apply, and would add these a second time.
const styleSheetsApplied = deferredStyleSheetsApplied();
startDeferredModules();
// React's DOM renderer is the largest module of the site's code: evaluated in a task of its own, then a yield, so
// that it and the site's own modules do not block a slow phone's main thread in one long task (issue 12).
await import('react-dom/client');
await nextTask();
const { startSite } = await import('./app/start-site');
await startSite(container, styleSheetsApplied);
