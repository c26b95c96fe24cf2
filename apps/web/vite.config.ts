import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { firstLoadChunks, linkSiteCode } from './build/first-load-chunk.ts';
import { gameArtwork } from './build/game-artwork-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
import { prerenderFirstScreens } from './build/prerender-plugin.ts';

const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiServer = 'http://localhost:3000';
/** The site's entry, and its code, which the entry imports once the first screen has painted. */
const siteEntry = `${webRoot}src/main.tsx`;
const siteStart = `${webRoot}src/app/start-site.tsx`;

/**
 * Path prefixes the API server owns. No changeOrigin: the server refuses state-changing calls whose Origin
 * is not its own host, so the browser's Host header must reach it untouched.
 */
const serverPrefixes = ['/user-service', '/profile-service', '/game-aggregator-service', '/studio-api', '/ip-service', '/api', '/static', '/dev'];

/** /dev/crash is a page of this app (the 500 page check), not one of the server's /dev helpers. */
const serveAppForCrashPage: ProxyOptions['bypass'] = (request) => (request.url?.startsWith('/dev/crash') ? '/index.html' : undefined);

/**
 * The studio's game clients live at /studio/{launchId}/ (one page for every game): in development, as the server
 * does in production, every such URL gets studio/index.html instead of the site's index.html.
 */
const serveStudioPage: Plugin = {
  name: 'lodestar-studio-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [pathname = '', query] = (request.url ?? '').split('?');
      if (/^\/studio\/[^/]+\/$/.test(pathname)) request.url = `/studio/index.html${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  plugins: [
    react(),
    serveStudioPage,
    gameArtwork(),
    prerenderFirstScreens([`${webRoot}index.html`, siteStart]),
    linkSiteCode(siteStart),
    precompress(),
  ],
  resolve: {
    alias: { '@': `${webRoot}src` },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPrefixes.map((prefix) => [prefix, { target: apiServer, bypass: serveAppForCrashPage }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Two pages: the player site and the studio's game client page (dist/studio/index.html). The Node build of
    // the pre-rendered first screens (build/prerender-plugin.ts) names its own entry.
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: { site: `${webRoot}index.html`, studio: `${webRoot}studio/index.html` },
          output: {
            // The first load of each page in few chunks (build/first-load-chunk.ts). A grouped module does not drag
            // its dependencies along: a dependency the studio also loads stays in the studio's share.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [{ name: firstLoadChunks(siteEntry, siteStart, `${webRoot}src/studio/main.tsx`) }],
            },
          },
        },
  },
}));
