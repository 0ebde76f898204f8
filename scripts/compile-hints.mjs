#!/usr/bin/env node
// After `next build`, before the compressed copies: the framework's scripts, which every page loads and runs as it
// starts (React DOM, the router, Turbopack's runtime), begin with V8's explicit compile hint
// `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then compiles all their
// functions on a background thread while the script downloads, where otherwise the main thread compiles each
// function the first time it runs: on a cold load that was React DOM's 200 KB module alone, inside the one task
// that starts the page (39-54 ms on the bench machine, 15-22 ms with the hint; Lighthouse counts it four times).
// Scripts loaded later (the video player, the gallery's lightbox) keep V8's lazy compiling.
import fs from 'node:fs'
import path from 'node:path'

import { root } from './lib/project.mjs'

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

const manifestPath = path.join(root, '.next', 'build-manifest.json')
const { rootMainFiles } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
if (!Array.isArray(rootMainFiles) || rootMainFiles.length === 0) {
  throw new Error(`${manifestPath} names no rootMainFiles: Next.js changed how it lists the scripts every page loads.`)
}
for (const file of rootMainFiles) {
  const full = path.join(root, '.next', file)
  const script = fs.readFileSync(full, 'utf8')
  if (!script.startsWith(COMPILE_HINT)) fs.writeFileSync(full, COMPILE_HINT + script)
}
console.log(`[site] Compile hint on the ${rootMainFiles.length} scripts every page starts with`)
