/**
 * Compresses the browser's files once, at build: beside each script, stylesheet, SVG or JSON file of
 * build/client over 1 KB, a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy, kept only when
 * smaller. The server sends them as they are (express-static-gzip in instance.ts) instead of compressing the
 * same file again for every visitor, and at settings too slow to use per request.
 * Usage: part of `npm run build`.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const ROOT = path.resolve("build/client");
const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest|xml|txt)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const files = (await readdir(ROOT, { recursive: true }))
  .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith(".vite"))
  .map((file) => path.join(ROOT, file));

let written = 0;
await Promise.all(
  files.map(async (file) => {
    if ((await stat(file)).size < MIN_BYTES) return;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, body] of [
      [".br", br],
      [".gz", gz],
    ] as const) {
      if (body.length >= source.length) continue;
      await writeFile(file + suffix, body);
      written += 1;
    }
  }),
);
console.log(`precompressed ${files.length} files of build/client: ${written} .br and .gz copies`);
