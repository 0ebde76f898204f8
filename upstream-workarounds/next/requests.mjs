// Two requests Next.js 16.4.6 answers with a 500 (tests/contract/hostile-input.test.ts and byte-ranges.test.ts), met
// before it sees them, one answer it sends with a header twice, and its modules' names outside its compiler. Delete
// each once Next.js gets it right itself.

/** Whether the path's %-escapes decode to text: `/%ff` names no page or file (https://github.com/vercel/next.js/issues/92527). */
function readablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0])
    return true
  } catch {
    return false
  }
}

/**
 * Whether a Range header asks for one byte range Next.js can parse (`bytes=0-99`, `bytes=100-`, `bytes=-100`) that
 * does not run backwards: it renders its error page for the others' 416 and fails there
 * (https://github.com/vercel/next.js/issues/92141).
 */
function sensibleRange(header) {
  const range = /^bytes=(?:(\d+)-(\d*)|-\d+)$/.exec(header)
  return range !== null && (!range[2] || Number(range[1]) <= Number(range[2]))
}

/** Answers an unreadable path with 400 (true when it did) and drops a Range Next.js would fail on (a server may ignore Range). */
export function answeredBeforeNext(request, response) {
  if (!readablePath(request.url)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('잘못된 주소입니다. / This address is not valid.')
    return true
  }
  if (request.headers.range !== undefined && !sensibleRange(request.headers.range)) delete request.headers.range
  return false
}

/**
 * Keeps a response's Location single. A redirect thrown while Next.js renders a page it caches (a gallery's number
 * address, answered with a 308 to its own) goes out with its Location twice to the first visitors arriving together
 * (https://github.com/vercel/next.js/issues/82117), which clients join into `/x, /x`: a 404
 * (tests/contract/one-location.test.ts).
 */
export function keepOneLocation(response) {
  const writeHead = response.writeHead
  response.writeHead = function (...args) {
    const location = this.getHeader('location')
    if (Array.isArray(location) && new Set(location).size === 1) this.setHeader('location', location[0])
    return writeHead.apply(this, args)
  }
}

/**
 * `next/cache` → `next/cache.js`, any other specifier unchanged. Next.js publishes no `exports` map and is no ES module
 * package (https://github.com/vercel/next.js/issues/47552), so Node's own resolver refuses `next/cache` or
 * `next/navigation` without the file name, which is how our code and next-intl's ES modules import them: our scripts,
 * run by Node alone (scripts/lib/typescript-resolution.mjs), give such an import its file name.
 * tests/unit/script-resolution.test.ts fails once Next.js has an exports map.
 */
export function withNextFileName(specifier) {
  return /^next\/[^./]+$/.test(specifier) ? `${specifier}.js` : specifier
}
