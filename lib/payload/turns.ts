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

const ACCOUNT_TURNS = Symbol.for('school-site.account-turns')

/**
 * The turn of a write to an account's sessions (a sign-in, a sign-out), one at a time per account
 * in this process: Payload rewrites all of an account's sessions from what it read a moment before
 * (cms/collections/users/hooks/sign-in-turns.ts). Kept on globalThis: Payload's hooks and the route
 * handlers may be bundled with copies of this module of their own, and must wait for the same turns.
 */
export function sessionsTurn(email: string): Promise<Release> {
  const holder = globalThis as typeof globalThis & { [ACCOUNT_TURNS]?: KeyedTurns }
  holder[ACCOUNT_TURNS] ??= new KeyedTurns()
  return holder[ACCOUNT_TURNS].take(email.toLowerCase().trim())
}
