// The dev-tools module's public face: app.ts imports only this file.
export { devToolsRoutes } from './routes.ts';
