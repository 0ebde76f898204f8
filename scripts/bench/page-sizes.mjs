// The bytes of a page, which do not drift with the machine's load as timings do: its HTML, the part of it that is
// React's flight data (the RSC payload inlined as `self.__next_f.push(...)` scripts), both in gzip, and the scripts
// it starts with (gzip, summed). Run alone against a started site: `node scripts/bench/page-sizes.mjs http://localhost:3000 / /en`.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const kb = (bytes) => Number((bytes / 1024).toFixed(1))
const gzipBytes = (text) => gzipSync(text, { level: 6 }).length

/** The flight data scripts of a page's HTML (`<script>self.__next_f.push([1,"…"])</script>`), joined. */
export function flightData(html) {
  return [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('')
}

/** The build's scripts a page's HTML starts (`<script src="/_next/static/…" async>`), as paths. */
export function startScripts(html) {
  return [...new Set([...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]))]
}

/** HTML, flight data and start scripts of `page` at `origin`, in KB, read from the build in `nextDir`. */
export async function pageSizes(origin, page, nextDir) {
  const response = await fetch(origin + page, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${origin}${page} answered ${response.status}`)
  const html = await response.text()
  const flight = flightData(html)
  const scripts = startScripts(html).map((script) => fs.readFileSync(path.join(nextDir, 'static', script.slice('/_next/static/'.length))))
  return {
    page,
    'HTML KB': kb(Buffer.byteLength(html)),
    'HTML gzip KB': kb(gzipBytes(html)),
    'flight KB': kb(Buffer.byteLength(flight)),
    'flight share': Number((Buffer.byteLength(flight) / Buffer.byteLength(html)).toFixed(2)),
    scripts: scripts.length,
    'start JS gzip KB': kb(scripts.reduce((sum, script) => sum + gzipBytes(script), 0)),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...pages] = process.argv.slice(2)
  const nextDir = process.env.NEXT_DIR ?? path.join(process.cwd(), '.next')
  const rows = []
  for (const page of pages) rows.push(await pageSizes(origin, page, nextDir))
  console.table(rows)
  if (process.env.SIZES_JSON) fs.writeFileSync(process.env.SIZES_JSON, JSON.stringify(rows, null, 2))
}
