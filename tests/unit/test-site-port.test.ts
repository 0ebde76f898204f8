import http from 'node:http'

import { startSite } from '../setup/site-server'

/**
 * The browser tests start the site on E2E_PORT (e2e/support/global-setup.ts). Another site already answering there
 * once took the tests quietly: they ran against its code. Now a taken port stops the run before anything starts.
 */
it('refuses to start the test site on a port another server answers on', async () => {
  const other = http.createServer((_request, response) => response.end('{"data":[{"id":1}]}'))
  await new Promise<void>((resolve) => other.listen(0, resolve))
  const { port } = other.address() as { port: number }
  try {
    await expect(startSite(port)).rejects.toThrow(`Port ${port} is taken by another process`)
  } finally {
    other.close()
  }
})
