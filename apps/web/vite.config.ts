import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiServer = 'http://localhost:3000';

/**
 * Path prefixes the API server owns. No changeOrigin: the server refuses state-changing calls whose Origin
 * is not its own host, so the browser's Host header must reach it untouched.
 */
const serverPrefixes = [
  '/user-service',
  '/profile-service',
  '/game-aggregator-service',
  '/ip-service',
  '/api',
  '/static',
  '/dev',
];

/** /dev/crash is a page of this app (the 500 page check), not one of the server's /dev helpers. */
const serveAppForCrashPage: ProxyOptions['bypass'] = (request) =>
  request.url?.startsWith('/dev/crash') ? '/index.html' : undefined;

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { '@': `${webRoot}src` },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      serverPrefixes.map((prefix) => [prefix, { target: apiServer, bypass: serveAppForCrashPage }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
