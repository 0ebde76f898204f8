#!/usr/bin/env node
// node scripts/run-script.mjs FILE.ts [ARGS...]: runs one of the project's TypeScript scripts (see runScript) with its arguments.
import { fileURLToPath } from 'node:url'

import { baseEnv, runScript } from './lib/project.mjs'
import { onSupportedNode } from './lib/supported-node.mjs'

await onSupportedNode(fileURLToPath(import.meta.url))

const entry = process.argv[2]
if (!entry) {
  console.error('usage: node scripts/run-script.mjs FILE.ts')
  process.exit(2)
}
try {
  await runScript(entry, { ...baseEnv, ...process.env }, process.argv.slice(3))
} catch (error) {
  // A script that ran said why on its own output, and its exit code is passed on; one that did not start says why here.
  if (typeof error?.exitCode === 'number') process.exit(error.exitCode)
  console.error(error.message)
  process.exit(1)
}
