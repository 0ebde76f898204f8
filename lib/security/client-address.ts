import { isIPv6 } from 'node:net'

/** Set by server/server.mjs from the connection itself, over anything a client sent under that name. */
const SOCKET_ADDRESS_HEADER = 'x-site-socket-address'

/**
 * The client's address.
 * - TRUST_PROXY unset: the site is reached directly, so only the connection's address counts
 *   (X-Forwarded-For is whatever the client chose to write).
 * - TRUST_PROXY=N (1 = one reverse proxy in front, which appends the address it saw): the N-th
 *   X-Forwarded-For entry from the right, the one the outermost trusted proxy wrote. The left
 *   entries are whatever the client sent, so they are never used.
 */
export function clientAddress(request: Pick<Request, 'headers'>, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const trusted = trustedProxies(env.TRUST_PROXY)
  const socket = request.headers.get(SOCKET_ADDRESS_HEADER)?.trim()
  if (trusted === 0) return socket ? normalizeAddress(socket) : 'unknown'
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const address = entries[entries.length - trusted] ?? entries[0] ?? socket
  return address ? normalizeAddress(address) : 'unknown'
}

function trustedProxies(value: string | undefined): number {
  if (!value) return 0
  if (/^(true|yes)$/i.test(value)) return 1
  const count = Number(value)
  return Number.isInteger(count) && count > 0 ? count : 0
}

/**
 * The client as the per-address limits count it: an IPv4 address itself, an IPv6 address by its /64 network. A
 * provider gives one subscriber a whole /64 (at least), any of whose 2^64 addresses they can use at will, so one
 * address each would give them a fresh budget with every request.
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address
  const [head, tail] = address.split('%')[0].split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // A dotted IPv4 tail stands for two groups, but it only ever sits in the last 64 bits, which are dropped.
  const all = tail === undefined ? groups(head) : [...groups(head), ...Array(8 - groups(head).length - groups(tail).length).fill('0'), ...groups(tail)]
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
const normalizeAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1').toLowerCase()
