#!/usr/bin/env node
// `npm run coverage`: what `npm test` runs, measuring which lines of lib/, cms/, app/ and components/ it runs, then a
// summary per folder (docs/testing.md). Two sources, joined: Jest's own coverage of the code its tests import (V8's,
// as Jest collects it), and V8's coverage of every site the tests start (TEST_SITE_COVERAGE, tests/setup/site-server.ts),
// read back into the sources through the build's server source maps by c8.
// `npm run coverage -- --quick` measures `npm run test:quick`; `npm run coverage -- --report` only reports what the
// folder coverage/ holds (from runs made by hand with TEST_SITE_COVERAGE and Jest's --coverage).
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import libCoverage from 'istanbul-lib-coverage'
import libReport from 'istanbul-lib-report'
import reports from 'istanbul-reports'

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

/** Covered and total lines, statements, functions and branches per folder, and in all. */
function summaryByFolder(map) {
  const rows = new Map([...FOLDERS, 'all'].map((folder) => [folder, libCoverage.createCoverageSummary()]))
  for (const file of map.files()) {
    const folder = path.relative(root, file).split(path.sep)[0]
    if (!rows.has(folder)) continue
    const summary = map.fileCoverageFor(file).toSummary()
    rows.get(folder).merge(summary)
    rows.get('all').merge(summary)
  }
  return rows
}

async function report() {
  const map = libCoverage.createCoverageMap({})
  map.merge(await sitesCoverage())
  for (const part of jestCoverage()) map.merge(part)
  map.filter((file) => FOLDERS.includes(path.relative(root, file).split(path.sep)[0]))
  const context = libReport.createContext({ dir: path.join(OUT, 'report'), coverageMap: map })
  reports.create('html').execute(context)
  reports.create('json').execute(context)
  // Lines only: Jest and c8 each cut a file into functions and branches their own way, which istanbul joins by their
  // order, not their place; a line is a line in both.
  console.log('folder      lines covered')
  for (const [folder, { lines }] of summaryByFolder(map)) console.log(`${folder.padEnd(11)} ${lines.pct.toFixed(1)}% (${lines.covered} of ${lines.total})`)
  log(`Coverage report: ${path.relative(root, path.join(OUT, 'report', 'index.html'))}`)
}

await onSupportedNode(fileURLToPath(import.meta.url))
if (!process.argv.includes('--report')) {
  fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(SITES, { recursive: true })
  const quick = process.argv.includes('--quick') ? ['--quick'] : []
  await runShown(process.execPath, [path.join(root, 'scripts', 'test.mjs'), ...quick], { ...baseEnv, TEST_SITE_COVERAGE: SITES, TEST_JEST_COVERAGE: JEST })
}
await report()
