// Loaded with `node --import` before one of our TypeScript scripts (runScript in project.mjs). Node strips the types
// itself (22.18+ and 24); what it does not do is resolve imports as the site's code is written for Next.js's compiler
// and TypeScript's "bundler" resolution (tsconfig.json): the `@/…` and `@payload-config` paths, and relative imports
// without a file extension. These hooks do that for our own files; a module in node_modules resolves as Node resolves
// it, but for Next.js's own modules' names (withNextFileName).
import fs from 'node:fs'
import { registerHooks } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { withNextFileName } from '../../upstream-workarounds/next/requests.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const ownCode = (url) => url?.startsWith(pathToFileURL(root).href) && !url.includes('/node_modules/')

/** tsconfig.json's `paths`: an alias and the folder or file it stands for. */
const ALIASES = [
  ['@payload-config', 'cms/payload.config.ts'],
  ['@/', ''],
]

const SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The file an import names once an extension or an index file is added, as the bundler resolution finds it. */
function fileFor(absolute) {
  const found = SUFFIXES.map((suffix) => absolute + suffix).find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile())
  return found && pathToFileURL(found).href
}

/** The file of ours an import names, or undefined for a dependency. */
function ownFile(specifier, parentURL) {
  for (const [alias, target] of ALIASES) {
    if (specifier === alias || (alias.endsWith('/') && specifier.startsWith(alias))) return fileFor(path.join(root, target, specifier.slice(alias.length)))
  }
  if (ownCode(parentURL) && /^\.\.?\//.test(specifier)) return fileFor(path.resolve(path.dirname(fileURLToPath(parentURL)), specifier))
  return undefined
}

registerHooks({
  resolve: (specifier, context, nextResolve) => nextResolve(ownFile(specifier, context.parentURL) ?? withNextFileName(specifier), context),
})
