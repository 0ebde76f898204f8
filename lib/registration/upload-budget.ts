import v8 from 'node:v8'

/**
 * Room for the application bodies a process holds at once. An application may carry 66 MB of files, held a few
 * times over while it is read, parsed and stored: twenty at once would need gigabytes, more than a small server has.
 * Each registration claims its declared size; one that does not fit waits for others to finish, and after `waitMs`
 * is answered "busy, send again shortly" (503) rather than risking the process.
 */
export function uploadBudget(limitBytes: number, waitMs: number) {
  let held = 0
  let wakers: (() => void)[] = []
  const wakeAll = () => {
    const woken = wakers
    wakers = []
    for (const wake of woken) wake()
  }

  return async function withRoom<T>(bytes: number, work: () => Promise<T>, whenFull: () => Promise<T>): Promise<T> {
    const need = Math.min(Math.max(bytes, 1), limitBytes)
    const deadline = Date.now() + waitMs
    while (held > 0 && held + need > limitBytes) {
      const left = deadline - Date.now()
      if (left <= 0) return whenFull()
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        wakers.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    held += need
    try {
      return await work()
    } finally {
      held -= need
      wakeAll()
    }
  }
}

/**
 * The site's budget: a quarter of the JavaScript heap's limit, which npm start sets from the machine's memory
 * (lib/cache/memory-budget.mjs): about 100 MB on a 1 GB server. A registration waits up to 20 seconds for room.
 */
export const withUploadRoom = uploadBudget(Math.floor(v8.getHeapStatistics().heap_size_limit / 4), 20_000)
