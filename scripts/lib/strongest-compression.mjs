import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Brotli (quality 11) and gzip (level 9), each resolving to the compressed bytes: for what is compressed once and
 * sent many times (the build's scripts and styles, cached pages), where the strongest settings cost nothing per
 * request. On zlib's thread pool, off the main thread.
 */
export const strongestCompression = {
  br: (bytes) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzip(bytes, { level: 9 }),
}
