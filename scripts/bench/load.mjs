// One load on one address: wrk where it is installed (it sends requests in C, so on a small machine the server, not
// the load tool, is what runs out of CPU), else autocannon. Over HTTPS wrk does not check the certificate (the bench's
// nginx front has a self-signed one; for autocannon and fetch the bench sets NODE_TLS_REJECT_UNAUTHORIZED).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import autocannon from 'autocannon'

const WRK = ['/usr/bin/wrk', '/usr/local/bin/wrk'].find((file) => fs.existsSync(file))
export const LOAD_TOOL = WRK ? 'wrk' : 'autocannon'

/** wrk's durations (`812.00us`, `1.23ms`, `2.01s`, `1.05m`) in milliseconds; undefined when it printed none. */
function milliseconds(text) {
  const match = /([\d.]+)(us|ms|s|m)$/.exec(text ?? '')
  return match ? Number(match[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2]] : undefined
}

function withWrk({ url, headers = {}, connections, seconds }) {
  const args = ['--latency', '--timeout', '10s', '-t', '2', '-c', String(connections), '-d', `${seconds}s`, ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url]
  const result = spawnSync(WRK, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`wrk ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
  const out = result.stdout
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    'req/s': Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1])),
    'p50 ms': milliseconds(/50%\s+(\S+)/.exec(out)?.[1]),
    'p99 ms': milliseconds(/99%\s+(\S+)/.exec(out)?.[1]),
    errors: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
  }
}

async function withAutocannon({ url, headers, connections, seconds }) {
  const result = await autocannon({ url, headers, connections, duration: seconds })
  return { 'req/s': Math.round(result.requests.average), 'p50 ms': result.latency.p50, 'p99 ms': result.latency.p99, errors: result.errors + result.non2xx }
}

/** Requests per second, median and 99th percentile latency and errors (failed requests and non-2xx answers). */
export function measureLoad(options) {
  return WRK ? withWrk(options) : withAutocannon(options)
}
