import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const ENTRY = 'src/prerender/home-shell.tsx';
/** What the server puts into the home page for a visitor the country gate lets in (apps/server platform/web-app.ts). */
export const HOME_SHELL_FILE = 'home-shell.json';
/** The home page's route module (src/app/router.tsx), whose chunk the router fetches before the site renders. */
const HOME_ROUTE = 'src/app/routes/home/home-page.tsx';

/** Files the home route adds to the site's first load, as URLs: its chunks and their style sheets. */
export interface HomeRouteAssets {
  scripts: string[];
  styles: string[];
}

/** A chunk and the chunks it imports statically, transitively: what loads with it. */
function withStaticImports(first: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const reached = new Map<string, Rolldown.OutputChunk>();
  const pending = [first];
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (reached.has(chunk.fileName)) continue;
    reached.set(chunk.fileName, chunk);
    for (const fileName of chunk.imports) {
      const imported = bundle[fileName];
      if (imported?.type === 'chunk') pending.push(imported);
    }
  }
  return [...reached.values()];
}

/**
 * The home route's files that index.html does not already name (the entry's own chunks and CSS): the server links
 * them from the page of / so they download beside the entry, not after it has run and the router has asked for them.
 */
export function homeRouteAssets(bundle: Rolldown.OutputBundle, homeModule: string, siteEntryName: string, base: string): HomeRouteAssets {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === siteEntryName);
  const home = chunks.find((chunk) => chunk.facadeModuleId === homeModule);
  if (!entry || !home) throw new Error(`the build has no ${entry ? HOME_ROUTE : `${siteEntryName} entry`} chunk`);
  const cssOf = (loaded: Rolldown.OutputChunk[]) => loaded.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  const entryLoad = withStaticImports(entry, bundle);
  const homeLoad = withStaticImports(home, bundle);
  const named = new Set([...entryLoad.map((chunk) => chunk.fileName), ...cssOf(entryLoad)]);
  const added = (files: string[]) => [...new Set(files)].filter((file) => !named.has(file)).map((file) => `${base}${file}`);
  return { scripts: added(homeLoad.map((chunk) => chunk.fileName)), styles: added(cssOf(homeLoad)) };
}

/**
 * After the client build: builds src/prerender for Node (same components, same CSS), renders the home page's first
 * screen and writes it, with the CSS it uses, to dist/home-shell.json. Runs before the other plugins' closeBundle,
 * so the file is there for precompression and for the server.
 */
export function prerenderHomeShell(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  let base = '/';
  let homeAssets: HomeRouteAssets | undefined;
  return {
    name: 'lodestar-prerender-home-shell',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      homeAssets = homeRouteAssets(bundle, path.join(root, HOME_ROUTE), 'site', base);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Inside node_modules so that the bundle's own imports (react, react-router) resolve from it.
        const serverOut = path.join(root, 'node_modules/.lodestar-prerender');
        await build({
          configFile,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: serverOut, emptyOutDir: true, ssrEmitAssets: true, cssMinify: true, copyPublicDir: false },
        });
        const files = readdirSync(serverOut, { recursive: true, encoding: 'utf8' });
        const css = files
          .filter((file) => file.endsWith('.css'))
          .map((file) => readFileSync(path.join(serverOut, file), 'utf8'))
          .join('');
        const entryFile = files.find((file) => /^home-shell\.m?js$/.test(file));
        if (!entryFile) throw new Error(`the prerender build wrote no home-shell.js (${files.join(', ')})`);
        const { renderHomeShell } = (await import(pathToFileURL(path.join(serverOut, entryFile)).href)) as { renderHomeShell: () => string };
        writeFileSync(path.join(outDir, HOME_SHELL_FILE), JSON.stringify({ css, html: renderHomeShell(), homeAssets }));
        rmSync(serverOut, { recursive: true, force: true });
      },
    },
  };
}
