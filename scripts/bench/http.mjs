import net from 'node:net'

/** A port no one listens on, for a server the bench starts. */
export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

export async function waitUntilUp(url) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server did not start at ${url}`)
}
