import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/prerender/home-shell.tsx';
/** What the server puts into the home page for a visitor the country gate lets in (apps/server platform/web-app.ts). */
export const HOME_SHELL_FILE = 'home-shell.json';

/**
 * After the client build: builds src/prerender for Node (same components, same CSS), renders the home page's first
 * screen and writes it, with the CSS it uses, to dist/home-shell.json. Runs before the other plugins' closeBundle,
 * so the file is there for precompression and for the server.
 */
export function prerenderHomeShell(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'lodestar-prerender-home-shell',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
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
        writeFileSync(path.join(outDir, HOME_SHELL_FILE), JSON.stringify({ css, html: renderHomeShell() }));
        rmSync(serverOut, { recursive: true, force: true });
      },
    },
  };
}
