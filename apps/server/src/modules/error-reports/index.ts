// The error-reports module's public face: app.ts imports only this file.
export { errorReportRoutes } from './routes.ts';
export { createErrorReportService, type ErrorReportService } from './service.ts';
