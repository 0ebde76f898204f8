#!/usr/bin/env node
// After `next build`: a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of
// `.next/static`, served by scripts/server.mjs to browsers that accept them. Compressed per response (as pages
// are), they would cost CPU on every request at weaker settings; done once at build time, the strongest settings
// cost nothing per request and the framework's scripts arrive about 15% smaller than with gzip.
import fs from 'node:fs/promises'
import path from 'node:path'

import { PRECOMPRESSED_MARKER } from './lib/build-assets.mjs'
import { root } from './lib/project.mjs'
import { strongestCompression } from './lib/strongest-compression.mjs'

const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/
const STATIC_DIR = path.join(root, '.next', 'static')

async function precompress(file) {
  const content = await fs.readFile(file)
  const [br, gz] = await Promise.all([strongestCompression.br(content), strongestCompression.gzip(content)])
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)])
}

const files = (await fs.readdir(STATIC_DIR, { recursive: true }))
  .map((entry) => path.join(STATIC_DIR, entry))
  .filter((file) => COMPRESSIBLE.test(file))
for (let start = 0; start < files.length; start += 8) await Promise.all(files.slice(start, start + 8).map(precompress))
await fs.writeFile(path.join(root, PRECOMPRESSED_MARKER), new Date().toISOString())
console.log(`[site] Precompressed ${files.length} static files (Brotli and gzip)`)
