import fs from 'node:fs'
import path from 'node:path'

import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'

import { config } from '@/proxy'

const runsOn = (pathname: string) => unstable_doesMiddlewareMatch({ config, url: `http://site${pathname}` })

/** The route folders of `dir` (route groups opened), without the locale segment and private folders. */
function routeFolders(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('_')) return []
    if (/^\(.+\)$/.test(entry.name)) return routeFolders(path.join(dir, entry.name))
    return [entry.name]
  })
}

describe('the proxy’s matcher', () => {
  it('runs on every page address, in both languages and with the default language’s prefix', () => {
    for (const pathname of ['/', '/faq', '/en', '/en/faq', '/ko', '/ko/faq', '/news/announcement', '/en/community/gallery/opening-worship', '/missing/page'])
      expect([pathname, runsOn(pathname)]).toEqual([pathname, true])
  })

  it('runs on the site’s own folders, whose names other routes begin with', () => {
    // A folder named like a file (rss.xml) is a route handler's, which the matcher leaves alone as any file.
    const pages = routeFolders(path.join('app', '[locale]')).filter((name) => !name.startsWith('[') && !name.includes('.'))
    expect(pages).toEqual(expect.arrayContaining(['faq', 'login', 'student-registration']))
    for (const name of pages) expect([name, runsOn(`/${name}`), runsOn(`/en/${name}`)]).toEqual([name, true, true])
    // A page whose name starts like a route that is none.
    for (const pathname of ['/apiary', '/administration', '/mediation', '/files-of-the-school']) expect([pathname, runsOn(pathname)]).toEqual([pathname, true])
  })

  it('leaves every route outside the pages alone: the contract, Payload, Next.js’s files, uploads', () => {
    const routes = routeFolders('app').filter((name) => name !== '[locale]')
    expect(routes).toEqual(expect.arrayContaining(['api', 'cms-api', 'admin', 'sanctum', 'storage', 'offline-seminars', 'academic-calendar.ics']))
    for (const name of [...routes, '_next', '_vercel', 'media', 'files']) {
      for (const pathname of [`/${name}`, `/${name}/some/thing`]) expect([pathname, runsOn(pathname)]).toEqual([pathname, false])
    }
  })

  it('leaves every file alone: the root files, public/ and anything with an extension', () => {
    const publicFiles = fs.readdirSync('public').map((name) => `/${name}/any.file`)
    const rootFiles = fs.readdirSync('app').filter((name) => /\.(ico|png|svg|txt|xml)$/.test(name) || /^(robots|sitemap)\.ts$/.test(name))
    expect(rootFiles).toEqual(expect.arrayContaining(['favicon.ico', 'robots.txt', 'rss.xml', 'sitemap.ts']))
    const calendars = ['/academic-calendar.ics', '/offline-seminars/12.ics']
    for (const pathname of [...publicFiles, ...calendars, '/favicon.ico', '/robots.txt', '/sitemap.xml', '/rss.xml', '/en/rss.xml', '/images/emblem.svg', '/en/missing.txt', '/wp-login.php'])
      expect([pathname, runsOn(pathname)]).toEqual([pathname, false])
  })
})
