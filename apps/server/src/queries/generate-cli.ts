import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderQuerySnapshots } from './query-snapshots.ts';

/** `npm run queries:generate`: rewrites src/queries/*.sql from what the money repositories send today. */
const folder = fileURLToPath(new URL('.', import.meta.url));
for (const [file, text] of Object.entries(await renderQuerySnapshots())) {
  await writeFile(`${folder}${file}`, text);
  console.log(`wrote apps/server/src/queries/${file}`);
}
