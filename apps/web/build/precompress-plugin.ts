import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { FIRST_SCREENS_DIR } from '../../../packages/contracts/src/first-screens.ts';

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes file.br (Brotli, best quality) and file.gz (gzip -9) beside every text file of the build: the server hands
 * them out as they are (@fastify/static's preCompressed), so no request pays for compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lodestar-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The first screens' Node module is the server's to run, never sent to a browser.
      const served = (file: string) => !file.startsWith(path.join(outDir, FIRST_SCREENS_DIR, path.sep));
      for (const file of filesUnder(outDir).filter((name) => TEXT_FILE.test(name) && served(name))) {
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
