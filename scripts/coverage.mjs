#!/usr/bin/env node
// `npm run coverage`: what `npm test` runs, measuring which lines of lib/, cms/, app/ and components/ it runs, then a
// summary per folder (docs/testing.md). Two sources, joined by line: Jest's own coverage of the code its tests import
// (jest.config.ts), and V8's coverage of every site the tests start (TEST_SITE_COVERAGE, tests/setup/site-server.ts),
// read back into the sources through the build's server source maps by c8.
// `npm run coverage -- --quick` measures `npm run test:quick`; `npm run coverage -- --report` only reports what the
// folder coverage/ holds (from runs made by hand with TEST_SITE_COVERAGE and Jest's --coverage).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import libCoverage from 'istanbul-lib-coverage'

import { baseEnv, bin, log, root, runShown } from './lib/project.mjs'
import { onSupportedNode } from './lib/supported-node.mjs'

const FOLDERS = ['lib', 'cms', 'app', 'components']
const OUT = path.join(root, 'coverage')
const SITES = path.join(OUT, 'sites')
const JEST = path.join(OUT, 'jest')

/** Keeps only the build's server code of a site's raw V8 coverage: the rest (Node's own, packages) maps to none of ours. */
function compact(file) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  raw.result = raw.result.filter((script) => script.url.includes('/.next/server/'))
  fs.writeFileSync(file, JSON.stringify(raw))
}

/** The sites' coverage as an istanbul map of our sources (c8's report, json). */
async function sitesCoverage() {
  if (!fs.existsSync(SITES)) return {}
  for (const file of fs.readdirSync(SITES).filter((name) => name.endsWith('.json'))) compact(path.join(SITES, file))
  const reportDir = path.join(OUT, 'sites-report')
  const include = FOLDERS.map((folder) => `${folder}/**`)
  await runShown(bin('c8'), ['report', '--temp-directory', SITES, '--reports-dir', reportDir, '--reporter', 'json', '--exclude-after-remap', '--merge-async', ...include.flatMap((glob) => ['--include', glob])])
  return JSON.parse(fs.readFileSync(path.join(reportDir, 'coverage-final.json'), 'utf8'))
}

/** Jest's coverage of every run that wrote one under coverage/jest/. */
function jestCoverage() {
  if (!fs.existsSync(JEST)) return []
  return fs.readdirSync(JEST).map((run) => path.join(JEST, run, 'coverage-final.json')).filter((file) => fs.existsSync(file)).map((file) => JSON.parse(fs.readFileSync(file, 'utf8')))
}

/**
 * Per file of our folders, the lines counted and the lines that ran in any of `parts` (istanbul maps). Joined by line,
 * not by istanbul's merge: Jest's coverage (Babel's instrumentation) and c8's cut a file into statements, functions and
 * branches each their own way, and a line is a line in both.
 */
function joinByLines(parts) {
  const files = new Map()
  for (const part of parts) {
    for (const [file, data] of Object.entries(part)) {
      const name = path.relative(root, file)
      if (!FOLDERS.includes(name.split(path.sep)[0])) continue
      if (!files.has(name)) files.set(name, { counted: new Set(), ran: new Set() })
      const { counted, ran } = files.get(name)
      for (const [line, hits] of Object.entries(libCoverage.createFileCoverage(data).getLineCoverage())) {
        counted.add(Number(line))
        if (hits > 0) ran.add(Number(line))
      }
    }
  }
  return files
}

async function report() {
  const files = joinByLines([await sitesCoverage(), ...jestCoverage()])
  const byLine = Object.fromEntries([...files].sort(([a], [b]) => a.localeCompare(b)).map(([name, { counted, ran }]) => [name, { counted: counted.size, ran: [...ran].sort((a, b) => a - b) }]))
  fs.writeFileSync(path.join(OUT, 'lines.json'), JSON.stringify(byLine))
  console.log('folder      lines that ran')
  for (const folder of [...FOLDERS, 'all']) {
    const rows = Object.entries(byLine).filter(([name]) => folder === 'all' || name.startsWith(`${folder}/`))
    const counted = rows.reduce((sum, [, row]) => sum + row.counted, 0)
    const ran = rows.reduce((sum, [, row]) => sum + row.ran.length, 0)
    console.log(`${folder.padEnd(11)} ${((100 * ran) / counted).toFixed(1)}% (${ran} of ${counted})`)
  }
  log(`Per file, the lines that ran: ${path.relative(root, path.join(OUT, 'lines.json'))}`)
}

await onSupportedNode(fileURLToPath(import.meta.url))
if (!process.argv.includes('--report')) {
  fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(SITES, { recursive: true })
  const quick = process.argv.includes('--quick') ? ['--quick'] : []
  await runShown(process.execPath, [path.join(root, 'scripts', 'test.mjs'), ...quick], { ...baseEnv, TEST_SITE_COVERAGE: SITES, TEST_JEST_COVERAGE: JEST })
}
await report()
