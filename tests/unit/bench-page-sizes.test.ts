import { execFileSync } from 'node:child_process'
import path from 'node:path'

/** scripts/bench/page-sizes.mjs is plain JavaScript for Node: asked in a Node of its own, as the bench runs it. */
function startScripts(html: string): string[] {
  const file = path.join(__dirname, '..', '..', 'scripts', 'bench', 'page-sizes.mjs')
  const script = `import { startScripts } from ${JSON.stringify(file)}; console.log(JSON.stringify(startScripts(${JSON.stringify(html)})))`
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }))
}

describe('the scripts the bench counts for a page', () => {
  // Next.js's polyfills (39 KB of gzip) carry `noModule`: no browser with ES modules loads them, and the row counted them.
  it('counts the scripts a current browser starts, once each, without the noModule polyfills', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/a.js" async=""></script>'
    expect(startScripts(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'])
  })
})
