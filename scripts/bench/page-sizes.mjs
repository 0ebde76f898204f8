// The bytes of a page, which do not drift with the machine's load as timings do: its HTML, the part of it that is
// React's flight data (the RSC payload inlined as `self.__next_f.push(...)` scripts), both in gzip, and the scripts
// it starts with, summed in gzip (as `npm start` sends them) and in Brotli at nginx's level 5 (as a phone gets them
// through deploy/nginx/, what Lighthouse's network records count). Run alone against a started site:
// `node scripts/bench/page-sizes.mjs http://localhost:3000 / /en`; with ISLAND_COSTS=1, each script's cost and islands too.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const kb = (bytes) => Number((bytes / 1024).toFixed(1))
const gzipBytes = (text) => gzipSync(text, { level: 6 }).length
// deploy/nginx/school-site.conf: `brotli_comp_level 5`.
const brotliBytes = (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length

/** The flight data scripts of a page's HTML (`<script>self.__next_f.push([1,"…"])</script>`), joined. */
export function flightData(html) {
  return [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('')
}

/**
 * The build's scripts a page's HTML starts (`<script src="/_next/static/…" async>`), as paths. Not the `noModule`
 * polyfills (39 KB in gzip), which only a browser without ES modules loads.
 */
export function startScripts(html) {
  const tags = [...html.matchAll(/<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>/g)].filter((match) => !/\bnoModule\b/i.test(match[2]))
  return [...new Set(tags.map((match) => match[1]))]
}

/** The modules a Turbopack chunk defines (`…,522016,(e,t,r)=>{…` or `…,861745,e=>{…`), by id. */
const definedModules = (chunk) => new Set([...chunk.matchAll(/[,[](\d{3,7}),(?:\([a-z,]*\)|[a-z])=>\{/g)].map((match) => Number(match[1])))

/**
 * The client components of the build (its routes' client reference manifests), by module id: the islands, named by
 * their file (`components/home/hero-video.tsx`) or, for a package's, by the package (`next-intl`).
 */
function clientComponents(nextDir) {
  const byId = new Map()
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (entry.name.endsWith('_client-reference-manifest.js')) {
        const text = fs.readFileSync(full, 'utf8')
        const json = text.slice(text.indexOf('] = ') + 4).replace(/;\s*$/, '')
        for (const [name, { id }] of Object.entries(JSON.parse(json).clientModules)) {
          const file = name.replace('[project]/', '').replace(/ \[.*$/, '')
          byId.set(id, file.startsWith('node_modules/') ? file.split('/').slice(1, file.split('/')[1].startsWith('@') ? 3 : 2).join('/') : file)
        }
      }
    }
  }
  visit(path.join(nextDir, 'server', 'app'))
  return byId
}

/**
 * What each script a page starts with costs (gzip and Brotli KB) and which islands it carries (the client components
 * it defines): the island-costs rows, where the next kilobytes are to be found.
 */
export async function islandCosts(origin, page, nextDir, components = clientComponents(nextDir)) {
  const response = await fetch(origin + page, { headers: { 'accept-encoding': 'identity' } })
  if (!response.ok) throw new Error(`${origin}${page} answered ${response.status}`)
  return startScripts(await response.text()).map((script) => {
    const text = fs.readFileSync(path.join(nextDir, 'static', script.slice('/_next/static/'.length)))
    const islands = new Set([...definedModules(text.toString('utf8'))].flatMap((id) => (components.has(id) ? [components.get(id)] : [])))
    return { page, script: path.basename(script), 'gzip KB': kb(gzipBytes(text)), 'br KB': kb(brotliBytes(text)), islands: [...islands].join(', ') || '(framework or shared code)' }
  })
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
    'start JS br KB': kb(scripts.reduce((sum, script) => sum + brotliBytes(script), 0)),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [origin, ...pages] = process.argv.slice(2)
  const nextDir = process.env.NEXT_DIR ?? path.join(process.cwd(), '.next')
  const rows = []
  for (const page of pages) rows.push(await pageSizes(origin, page, nextDir))
  console.table(rows)
  if (process.env.ISLAND_COSTS) for (const page of pages) console.table(await islandCosts(origin, page, nextDir))
  if (process.env.SIZES_JSON) fs.writeFileSync(process.env.SIZES_JSON, JSON.stringify(rows, null, 2))
}
