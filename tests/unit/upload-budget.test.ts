import { uploadBudget } from '@/lib/registration/upload-budget'

const later = () => {
  let release!: () => void
  const done = new Promise<void>((resolve) => (release = resolve))
  return { done, release }
}

describe('the room for application bodies', () => {
  it('lets bodies that fit in together, and one that does not wait until another is done', async () => {
    const withRoom = uploadBudget(100, 5_000)
    const order: string[] = []
    const first = later()
    const enter = (name: string, until?: Promise<void>) => async () => {
      order.push(`${name} in`)
      await until
      if (until) order.push(`${name} out`)
    }
    const full = async () => void order.push('full')
    const a = withRoom(60, enter('a', first.done), full)
    await withRoom(30, enter('b'), full)
    const c = withRoom(60, enter('c'), full)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(order).toEqual(['a in', 'b in'])
    first.release()
    await Promise.all([a, c])
    expect(order).toEqual(['a in', 'b in', 'a out', 'c in'])
  })

  it('answers "full" when no room comes in time, and never refuses a body larger than the whole room when alone', async () => {
    const withRoom = uploadBudget(100, 100)
    const first = later()
    const a = withRoom(80, () => first.done.then(() => 'a'), async () => 'full')
    expect(await withRoom(50, async () => 'b', async () => 'full')).toBe('full')
    first.release()
    expect(await a).toBe('a')
    expect(await withRoom(500, async () => 'alone', async () => 'full')).toBe('alone')
  })

  it('gives the room back when the work fails', async () => {
    const withRoom = uploadBudget(100, 100)
    await expect(withRoom(100, async () => Promise.reject(new Error('boom')), async () => 'full')).rejects.toThrow('boom')
    expect(await withRoom(100, async () => 'next', async () => 'full')).toBe('next')
  })
})
