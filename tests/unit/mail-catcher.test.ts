import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { startMailCatcher, type MailCatcher } from '../setup/mail-catcher'

let catcher: MailCatcher
beforeAll(async () => {
  catcher = await startMailCatcher(fs.mkdtempSync(path.join(os.tmpdir(), 'mail-catcher-')))
})
afterAll(() => catcher.close())

/** Sends `line` and waits for the server's answer to it. */
function say(socket: net.Socket, line: string) {
  return new Promise<string>((resolve) => {
    socket.once('data', (answer) => resolve(answer.toString()))
    socket.write(`${line}\r\n`)
  })
}

// A contract test kills the site with kill -9 while it may be sending a mail: the catcher, as a real relay would,
// drops that connection and goes on, instead of crashing the test run with an unhandled 'read ECONNRESET'.
it('survives a sender that dies in the middle of a mail', async () => {
  const socket = net.connect(catcher.port, '127.0.0.1')
  await new Promise((resolve) => socket.once('data', resolve))
  await say(socket, 'EHLO site.test')
  expect(await say(socket, 'MAIL FROM:<site@example.com>')).toMatch(/^250/)
  const uncaught: Error[] = []
  const record = (error: Error) => uncaught.push(error)
  process.prependListener('uncaughtException', record)
  try {
    socket.resetAndDestroy()
    await new Promise((resolve) => setTimeout(resolve, 300))
  } finally {
    process.removeListener('uncaughtException', record)
  }
  expect(uncaught).toEqual([])

  const next = net.connect(catcher.port, '127.0.0.1')
  await new Promise((resolve) => next.once('data', resolve))
  expect(await say(next, 'EHLO site.test')).toMatch(/^250/)
  next.destroy()
})
