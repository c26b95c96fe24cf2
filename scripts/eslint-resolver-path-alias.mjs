// An eslint-plugin-import resolver for the path aliases of a Vite/TypeScript app (apps/web's `@/` -> src/), so
// that import/no-restricted-paths and import/no-cycle see through them. The TypeScript resolver would do this, but
// its native optional dependencies break `npm ci` here; this maps the prefix and hands over to the node resolver.
import { createRequire } from 'node:module';
import path from 'node:path';

// The node resolver comes with eslint-plugin-import: load it from there, wherever npm placed it.
const requireFromHere = createRequire(import.meta.url);
const pluginDirectory = path.dirname(requireFromHere.resolve('eslint-plugin-import'));
const nodeResolver = requireFromHere(requireFromHere.resolve('eslint-import-resolver-node', { paths: [pluginDirectory] }));

export const interfaceVersion = 2;

/** config: { aliases: { [prefix]: absoluteDirectory }, ...the node resolver's own options (extensions) } */
export function resolve(source, file, config) {
  const { aliases = {}, ...nodeConfig } = config ?? {};
  const prefix = Object.keys(aliases).find((candidate) => source.startsWith(candidate));
  const target = prefix === undefined ? source : path.join(aliases[prefix], source.slice(prefix.length));
  return nodeResolver.resolve(target, file, nodeConfig);
}
