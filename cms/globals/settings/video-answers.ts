import fs from 'node:fs/promises'
import path from 'node:path'

import { SITE_PATH_ORIGIN } from '../../../lib/content/video-address'

const TIMEOUT_MS = 5000
const publicDir = path.resolve(process.cwd(), 'public')

async function answersOverHttp(url: URL): Promise<boolean> {
  const ask = (method: 'HEAD' | 'GET') =>
    fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS), headers: method === 'GET' ? { Range: 'bytes=0-0' } : {} })
  try {
    const head = await ask('HEAD')
    if (head.ok) return true
    // Some video hosts answer HEAD with 403 or 405 but serve GET.
    const get = await ask('GET')
    await get.body?.cancel()
    return get.ok
  } catch {
    return false
  }
}

/** Whether a file of this site's `public/` folder sits at `pathname`. */
async function isPublicFile(pathname: string): Promise<boolean> {
  const file = path.resolve(publicDir, `.${decodeURIComponent(pathname)}`)
  if (!file.startsWith(publicDir + path.sep)) return false
  const stat = await fs.stat(file).catch(() => null)
  return stat?.isFile() ?? false
}

/** Whether the video at `url` (a path of this site or a web address) can be fetched now. */
export function videoAnswers(url: URL): Promise<boolean> {
  return url.origin === SITE_PATH_ORIGIN ? isPublicFile(url.pathname) : answersOverHttp(url)
}
