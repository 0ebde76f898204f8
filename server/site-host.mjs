// One host name for the site: with SITE_URL set, a request that reached it by another name (example.org for
// www.example.org, localhost for 127.0.0.1) is sent to the same path on SITE_URL's host. Payload's admin refuses
// saves made from another origin than its serverURL, and passkeys belong to one host name, so a second name would
// half-work; search engines would also see two copies of each page.

/**
 * Paths asked by whatever address reaches the instance: a load balancer's or a container's probes, and the site's own
 * jobs runner, which calls its instance on 127.0.0.1 (lib/jobs/runner.ts; a redirect would drop its key).
 */
const OWN_ADDRESS_PATHS = /^\/(api\/health(\/ready)?|cms-api\/payload-jobs\/run)(\?|$)/

/**
 * The address to send a request to (a 308), or null when it came by SITE_URL's host name (the port may differ: a
 * proxy in front passes the public Host on), when SITE_URL is unset, or for the health probes.
 */
export function siteHostRedirect(url, hostHeader, siteUrl = process.env.SITE_URL) {
  const site = siteUrl?.trim()
  if (!site || !hostHeader || OWN_ADDRESS_PATHS.test(url)) return null
  let wanted
  let asked
  try {
    wanted = new URL(site)
    asked = new URL(`http://${hostHeader}`)
  } catch {
    return null
  }
  if (asked.hostname === wanted.hostname) return null
  return `${wanted.origin}${url.startsWith('/') ? url : `/${url}`}`
}

/** Answers a request for another host name with a permanent redirect (true when it did). */
export function sentToSiteHost(request, response) {
  const location = siteHostRedirect(request.url ?? '/', request.headers.host)
  if (!location) return false
  response.writeHead(308, { location, 'cache-control': 'public, max-age=3600' })
  response.end()
  return true
}
