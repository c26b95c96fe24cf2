import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { filesLoadedWith, type LoadedFiles } from './bundle-files.ts';
import { FIRST_SCREENS_DIR, FIRST_SCREENS_MANIFEST, type FirstScreenPage } from '../../../packages/contracts/src/first-screens.ts';

const ENTRY = 'src/prerender/first-screens.tsx';
/** Each pre-rendered page's route module (src/app/router.tsx), whose chunk the router fetches before the page renders. */
const ROUTE_MODULES: Record<FirstScreenPage, string> = {
  home: 'src/app/routes/home/home-page.tsx',
  games: 'src/app/routes/games-page.tsx',
  game: 'src/app/routes/game-page.tsx',
};

/**
 * A route's files that index.html does not already name (the entry's and the site code's chunks and CSS,
 * first-load-chunk.ts linkSiteCode), as URLs: the server links them from the route's page so they download beside
 * the site's code, not after it has run and the router has asked for them.
 */
function routeAssetsOf(bundle: Rolldown.OutputBundle, routeModule: string, linkedModules: string[], base: string): LoadedFiles {
  const linked = linkedModules.map((module) => filesLoadedWith(bundle, module));
  const named = new Set(linked.flatMap((files) => [...files.scripts, ...files.styles]));
  const route = filesLoadedWith(bundle, routeModule);
  const added = (files: string[]) => files.filter((file) => !named.has(file)).map((file) => `${base}${file}`);
  return { scripts: added(route.scripts), styles: added(route.styles) };
}

/**
 * After the client build: builds src/prerender for Node (same components, same CSS) into dist/ssr, self-contained,
 * with a manifest naming the module, the CSS its screens use and each page's route files, for the server to render
 * the first screens per request. Runs before the other plugins' closeBundle, so the files are there for the server.
 */
export function prerenderFirstScreens(linkedModules: string[]): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let base = '/';
  let routeAssets: Record<FirstScreenPage, LoadedFiles> | undefined;
  return {
    name: 'lodestar-prerender-first-screens',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      base = config.base;
    },
    // After Vite's own (order 'post'), which drops the chunks that held only CSS and their imports.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const assetsOf = (page: FirstScreenPage) => routeAssetsOf(bundle, path.join(root, ROUTE_MODULES[page]), linkedModules, base);
        routeAssets = { home: assetsOf('home'), games: assetsOf('games'), game: assetsOf('game') };
      },
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const serverOut = path.join(outDir, FIRST_SCREENS_DIR);
        await build({
          configFile,
          logLevel: 'warn',
          // Bundled whole: the module runs in the API server, which has none of the web app's dependencies of its own;
          // with React's production build whatever NODE_ENV the server runs with (it renders a page per request).
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { ssr: ENTRY, outDir: serverOut, emptyOutDir: true, ssrEmitAssets: true, minify: true, copyPublicDir: false },
        });
        const files = readdirSync(serverOut, { recursive: true, encoding: 'utf8' });
        const css = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFileSync(path.join(serverOut, file), 'utf8'))
          .join('');
        // Its emitted assets are copies of the client build's: the CSS goes into the manifest, the rest is not needed.
        rmSync(path.join(serverOut, 'assets'), { recursive: true, force: true });
        const module = files.find((file) => /^first-screens\.m?js$/.test(file));
        if (!module) throw new Error(`the first screens' build wrote no first-screens.js (${files.join(', ')})`);
        // A link to a file the build did not write would cost a 404 on every page that names it.
        const missing = Object.values(routeAssets ?? {})
          .flatMap((assets) => [...assets.scripts, ...assets.styles])
          .filter((url) => !existsSync(path.join(outDir, url.slice(base.length))));
        if (missing.length > 0) throw new Error(`the first screens' route files are not in the build: ${missing.join(', ')}`);
        writeFileSync(path.join(serverOut, FIRST_SCREENS_MANIFEST), JSON.stringify({ module, css, routeAssets }));
      },
    },
  };
}
