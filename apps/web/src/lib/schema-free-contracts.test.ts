import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contractsSource = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');

/** The modules a file loads when it runs: its value imports and re-exports (`import type` is erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((match) => match[1]!);
  return specifiers.map((specifier) => (specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier));
}

function loadedModules(entry: string): Set<string> {
  const loaded = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (loaded.has(file)) continue;
    loaded.add(file);
    if (path.isAbsolute(file)) pending.push(...runtimeImports(file));
  }
  return loaded;
}

describe('@lodestar/contracts/schema-free', () => {
  it('loads no zod, directly or through another contracts module: the first screen imports it (api-client.ts, SchemaOption)', () => {
    const loaded = loadedModules(path.join(contractsSource, 'schema-free.ts'));
    expect([...loaded].filter((module) => !path.isAbsolute(module))).toEqual([]);
    expect([...loaded].map((module) => path.basename(module))).toContain('messages.ts');
  });

  it('is part of the index: the server and the lazy screens keep importing everything from one place', () => {
    expect(runtimeImports(path.join(contractsSource, 'index.ts'))).toContain(path.join(contractsSource, 'schema-free.ts'));
  });
});
