import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'

/** Lets go of a turn; letting go twice does nothing. */
export type Release = () => void

function once(release: () => void): Release {
  let done = false
  return () => {
    if (done) return
    done = true
    release()
  }
}

/** One holder at a time per key (in this process); the others wait in the order they asked. */
export class KeyedTurns {
  private readonly tails = new Map<string, Promise<void>>()

  async take(key: string): Promise<Release> {
    const previous = this.tails.get(key) ?? Promise.resolve()
    let release!: () => void
    const mine = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => mine)
    this.tails.set(key, tail)
    await previous
    return once(() => {
      release()
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
  }
}

/**
 * Many shared holders at once, or one exclusive holder alone, granted in the order asked: a shared
 * turn asked after an exclusive one waits for it, and the other way round, so neither a stream of
 * sign-ins nor a burst of registrations starves the other. Whatever runs inside an exclusive turn
 * (its hooks too) holds it already: it waits neither for itself nor for a shared turn.
 */
export class SharedOrExclusive {
  private readonly holder = new AsyncLocalStorage<true>()
  private readonly waiting: { exclusive: boolean; grant: () => void }[] = []
  private shared = 0
  private exclusiveHeld = false

  async takeShared(): Promise<Release> {
    if (this.holder.getStore()) return () => {}
    await this.wait(false)
    return once(() => {
      this.shared -= 1
      this.grant()
    })
  }

  async exclusive<T>(run: () => Promise<T>): Promise<T> {
    if (this.holder.getStore()) return run()
    await this.wait(true)
    try {
      return await this.holder.run(true, run)
    } finally {
      this.exclusiveHeld = false
      this.grant()
    }
  }

  private wait(exclusive: boolean): Promise<void> {
    return new Promise((grant) => {
      this.waiting.push({ exclusive, grant })
      this.grant()
    })
  }

  /** Grants the turns at the head of the line that may run now. */
  private grant() {
    while (!this.exclusiveHeld) {
      const next = this.waiting[0]
      if (!next || (next.exclusive && this.shared > 0)) return
      this.waiting.shift()
      if (next.exclusive) this.exclusiveHeld = true
      else this.shared += 1
      next.grant()
    }
  }
}

type ProcessTurns = { accounts: KeyedTurns; sqliteWrites: SharedOrExclusive }

const PROCESS_TURNS = Symbol.for('school-site.turns')

/**
 * The turns of this process. Kept on globalThis: Payload's hooks and the route handlers may be
 * bundled with copies of this module of their own, and they must wait for the same turns.
 */
export function processTurns(): ProcessTurns {
  const holder = globalThis as typeof globalThis & { [PROCESS_TURNS]?: ProcessTurns }
  holder[PROCESS_TURNS] ??= { accounts: new KeyedTurns(), sqliteWrites: new SharedOrExclusive() }
  return holder[PROCESS_TURNS]
}

/**
 * The turn of a write to an account's sessions (a sign-in, a sign-out): one at a time per account,
 * and on SQLite a shared turn against the exclusive ones of lib/payload/transaction.ts. Payload
 * rewrites all of an account's sessions from what it read a moment before
 * (cms/collections/users/hooks/sign-in-turns.ts).
 */
export async function sessionsTurn(payload: Payload, email: string): Promise<Release> {
  const turns = processTurns()
  const account = await turns.accounts.take(email.toLowerCase().trim())
  const writes = payload.db.name === 'sqlite' ? await turns.sqliteWrites.takeShared() : () => {}
  return () => {
    writes()
    account()
  }
}
