// The site module's public face: app.ts imports only this file.
export { siteRoutes } from './routes.ts';
export { createBootState } from './boot-state.ts';
