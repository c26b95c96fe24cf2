// The profile module's public face: other modules and app.ts import only this file.
export { profileRoutes } from './routes.ts';
export { createProfileService, type ProfileService } from './service.ts';
