import type { Rolldown } from 'vite';

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
 * Only modules the entries reach by static imports (downloaded on every page anyway) join: those only the site
 * reaches go to `site-core`, those the studio's game page reaches too go to `shared-core`, so the studio does not
 * download the site. The site's entry module stays out: its top-level await waits for the first page's chunk, which
 * imports from these chunks, and a chunk still evaluating cannot be imported (the site would never start). The
 * site's first load reaches only the contracts' schema-free entry (api-client.ts, SchemaOption): the index barrel,
 * which would make every contracts file and zod look statically imported, loads with the screens that parse.
 */
export function firstLoadChunks(siteEntry: string, studioEntry: string) {
  let chunkOf: Map<string, string> | undefined;
  return (moduleId: string, context: ChunkingContext): string | null => {
    if (!chunkOf) {
      const studio = staticClosure(studioEntry, context);
      const site = [...staticClosure(siteEntry, context)].filter((id) => id !== siteEntry);
      chunkOf = new Map(site.map((id) => [id, studio.has(id) ? 'shared-core' : 'site-core']));
    }
    return chunkOf.get(moduleId) ?? null;
  };
}
