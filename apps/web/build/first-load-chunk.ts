import type { Plugin, Rolldown } from 'vite';
import { filesLoadedWith } from './bundle-files.ts';

/** What Rolldown hands a code-splitting group's name function (its ChunkingContext, not exported by name). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): Rolldown.ModuleInfo | null;
}

/** The modules an entry pulls in by static imports: what every page of that entry downloads before it renders. */
function staticClosure(entry: string, context: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Name function of a code-splitting group (output.codeSplitting) that merges what a page downloads before it renders:
 * left alone, the bundler cuts the site's first load into some 30 small chunks (one per set of pages sharing a
 * module), and every one costs a request and gzip's per-file overhead (about 8 KB gzip in all).
 *
 * The site's entry (main.tsx) imports the site's code (siteStart) dynamically, to evaluate it once the first screen
 * has painted; what the entry needs itself goes to `site-boot`, evaluated at once. Of the rest, only modules the site's
 * code or the studio's entry reach by static imports (downloaded on every page anyway) join: those only the site
 * reaches go to `site-core`, those the studio's game page reaches too go to `shared-core`, so the studio does not
 * download the site. The entry module stays out: its top-level await waits for the site's code, which imports from
 * these chunks, and a chunk still evaluating cannot be imported (the site would never start). The site's first load
 * reaches only the contracts' schema-free entry (api-client.ts, SchemaOption): the index barrel, which would make
 * every contracts file and zod look statically imported, loads with the screens that parse.
 */
export function firstLoadChunks(siteEntry: string, siteStart: string, studioEntry: string) {
  let chunkOf: Map<string, string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    if (!chunkOf) {
      const boot = [...staticClosure(siteEntry, context)].filter((id) => id !== siteEntry);
      const studio = staticClosure(studioEntry, context);
      const site = staticClosure(siteStart, context);
      chunkOf = new Map([...site].map((id) => [id, studio.has(id) ? 'shared-core' : 'site-core']));
      for (const id of boot) chunkOf.set(id, 'site-boot');
    }
    return chunkOf.get(moduleId) ?? null;
  };
}

/**
 * Links the site's code (siteStart and what it imports statically, with their style sheets) from index.html: the
 * entry imports it dynamically, once the first screen has painted, but it downloads from the start as before.
 */
export function linkSiteCode(siteStart: string): Plugin {
  let base = '/';
  return {
    name: 'lodestar-link-site-code',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own (order 'post'), which writes index.html and drops the chunks that held only CSS.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('the build has no index.html');
        const html = String(page.source);
        const { scripts, styles } = filesLoadedWith(bundle, siteStart);
        const links = [
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
          ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
        ].filter((link) => !html.includes(link));
        page.source = html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}
