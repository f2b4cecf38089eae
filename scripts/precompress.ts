import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text that compresses; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Under this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip, level 9) beside every text file
 * of `folder` that is worth it; the server sends them to a browser that accepts them
 * (@fastify/static `preCompressed`). Done once at build, never per request.
 */
export function precompressFolder(folder: string): void {
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  }
}

/** The Vite plugin: precompresses the build's output once it is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'paraphe-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
