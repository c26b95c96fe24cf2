import type { Rolldown } from 'vite';

/** The files a module's chunk loads with it: its chunk and those it imports statically, transitively, and their CSS. */
export interface LoadedFiles {
  scripts: string[];
  styles: string[];
}

/** What the build makes of one module (its chunk, found by the module's path) and loads with it, as file names. */
export function filesLoadedWith(bundle: Rolldown.OutputBundle, moduleId: string): LoadedFiles {
  const first = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === moduleId);
  if (first?.type !== 'chunk') throw new Error(`the build has no ${moduleId} chunk`);
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
  const chunks = [...reached.values()];
  return {
    scripts: chunks.map((chunk) => chunk.fileName),
    styles: [...new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
  };
}
