import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import {
  GAME_ARTWORK_SOURCE_WIDTH,
  GAME_ARTWORK_WIDTHS,
  gameArtworkUrl,
  type GameArtworkWidth,
} from '../../../packages/contracts/src/game-artwork.ts';

/** Where the drawn artwork lives (public/, so the SVG is served as well) and where its AVIF goes, under the site's root. */
const ARTWORK_DIR = path.join('images', 'games');
/** Measured on the covers at 360 px: about 8.5 KB each, against 12.5 KB for WebP at quality 80 and no visible banding. */
const AVIF_QUALITY = 45;

/**
 * Renders kept by their inputs (the SVG, the width, the quality, libvips' version): encoding AVIF takes seconds a cover,
 * and the artwork test and every build of the site render the same covers.
 */
const RENDER_CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/lodestar-game-artwork/', import.meta.url));

/** One game's artwork as AVIF, `width` pixels wide: the SVG rasterised at that size (not scaled up from a smaller one). */
export async function renderGameArtwork(svgFile: string, width: GameArtworkWidth): Promise<Buffer> {
  const svg = await readFile(svgFile);
  const key = createHash('sha256').update(svg).update(`${width}:${AVIF_QUALITY}:${sharp.versions.vips}`).digest('hex');
  const cached = path.join(RENDER_CACHE_DIR, `${key.slice(0, 32)}.avif`);
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return hit;
  const density = (72 * width) / GAME_ARTWORK_SOURCE_WIDTH;
  const avif = await sharp(svg, { density }).resize({ width }).avif({ quality: AVIF_QUALITY }).toBuffer();
  await mkdir(RENDER_CACHE_DIR, { recursive: true });
  // Written aside and renamed: a build and a test rendering the same cover never read half a file.
  const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, avif);
  await rename(partial, cached);
  return avif;
}

const launchIdsIn = (sourceDir: string) =>
  readdirSync(sourceDir)
    .filter((name) => name.endsWith('.svg'))
    .map((name) => name.slice(0, -'.svg'.length));

/**
 * The games' artwork as AVIF at every width the site asks for (@lodestar/contracts game-artwork.ts): written into the
 * build, and rendered on request by the development server.
 */
export function gameArtwork(): Plugin {
  let sourceDir = '';
  let outDir = '';
  return {
    name: 'lodestar-game-artwork',
    apply: (_config, env) => !env.isSsrBuild,
    configResolved(config) {
      sourceDir = path.join(config.publicDir, ARTWORK_DIR);
      outDir = path.join(path.resolve(config.root, config.build.outDir), ARTWORK_DIR);
    },
    async closeBundle() {
      mkdirSync(outDir, { recursive: true });
      const renders = launchIdsIn(sourceDir).flatMap((launchId) =>
        GAME_ARTWORK_WIDTHS.map(async (width) => {
          const avif = await renderGameArtwork(path.join(sourceDir, `${launchId}.svg`), width);
          writeFileSync(path.join(outDir, path.basename(gameArtworkUrl(launchId, width))), avif);
        }),
      );
      await Promise.all(renders);
    },
    configureServer(server) {
      const sources = new Map(
        launchIdsIn(sourceDir).flatMap((launchId) =>
          GAME_ARTWORK_WIDTHS.map((width) => [gameArtworkUrl(launchId, width), { svgFile: path.join(sourceDir, `${launchId}.svg`), width }] as const),
        ),
      );
      server.middlewares.use((request, response, next) => {
        const source = sources.get((request.url ?? '').split('?')[0] ?? '');
        if (!source) return next();
        renderGameArtwork(source.svgFile, source.width).then((avif) => response.setHeader('content-type', 'image/avif').end(avif), next);
      });
    },
  };
}
