#!/usr/bin/env node
// node scripts/run-script.mjs FILE.ts: runs one of the project's TypeScript scripts (see runScript).
import { baseEnv, runScript } from './lib/project.mjs'

const entry = process.argv[2]
if (!entry) {
  console.error('usage: node scripts/run-script.mjs FILE.ts')
  process.exit(2)
}
await runScript(entry, { ...baseEnv, ...process.env })
