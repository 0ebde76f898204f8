// Two requests Next.js 16.4.6 answers with a 500 (tests/contract/hostile-input.test.ts and byte-ranges.test.ts), met
// before it sees them. Delete each once Next.js answers it itself.

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
