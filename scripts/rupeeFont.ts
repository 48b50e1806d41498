// Makes client/src/app/fonts/inter-rupee-wght-normal.woff2: the ₹ glyph of the installed Inter's latin-ext file,
// weight axis kept, so a page with prices need not download that whole 85 KB file (`npx tsx scripts/rupeeFont.ts`).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The committed subset; scripts/rupeeFont.test.ts fails until it is this script's output. */
export const RUPEE_FONT = fileURLToPath(
  new URL('../client/src/app/fonts/inter-rupee-wght-normal.woff2', import.meta.url),
);

/** The subset's characters; client/src/app/fonts/inter.css gives them this face and takes them off latin-ext's. */
export const RUPEE_TEXT = '₹';

/** The subset, built from the package's own latin-ext file as client/package.json pins it. */
export async function rupeeFont(): Promise<Buffer> {
  const require = createRequire(fileURLToPath(new URL('../client/package.json', import.meta.url)));
  const latinExt = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
  return subsetFont(readFileSync(latinExt), RUPEE_TEXT, { targetFormat: 'woff2' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await rupeeFont();
  writeFileSync(RUPEE_FONT, font);
  console.log(`${RUPEE_FONT}: ${font.length} B`);
}
