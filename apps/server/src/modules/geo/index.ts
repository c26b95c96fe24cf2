// The geo module's public face: other modules and app.ts import only this file.
export { geoRoutes } from './routes.ts';
export { createGeoService, type GeoService } from './service.ts';
