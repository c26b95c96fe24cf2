// The game-history module's public face: app.ts imports only this file.
export { gameHistoryRoutes } from './routes.ts';
export { createGameHistoryService, type GameHistoryService } from './service.ts';
