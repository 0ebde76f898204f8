import { KeyedTurns, SharedOrExclusive } from '@/lib/payload/turns'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('KeyedTurns', () => {
  it('gives one key to one holder at a time, in the order asked, and other keys at once', async () => {
    const turns = new KeyedTurns()
    const order: string[] = []
    const first = await turns.take('a')
    const second = turns.take('a').then((release) => (order.push('second'), release))
    const third = turns.take('a').then((release) => (order.push('third'), release))
    const other = await turns.take('b')
    order.push('other')
    await tick()
    expect(order).toEqual(['other'])
    first()
    ;(await second)()
    ;(await third)()
    other()
    expect(order).toEqual(['other', 'second', 'third'])
  })
})

describe('SharedOrExclusive', () => {
  it('runs an exclusive turn alone: after the shared holders let go, before later shared ones', async () => {
    const gate = new SharedOrExclusive()
    const events: string[] = []
    const reader = await gate.takeShared()
    const writing = gate.exclusive(async () => {
      events.push('exclusive starts')
      await tick()
      events.push('exclusive ends')
    })
    const laterReader = gate.takeShared().then((release) => (events.push('later shared'), release))
    await tick()
    expect(events).toEqual([])
    reader()
    await writing
    ;(await laterReader)()
    expect(events).toEqual(['exclusive starts', 'exclusive ends', 'later shared'])
  })

  it('runs exclusive turns one after another, also when one fails', async () => {
    const gate = new SharedOrExclusive()
    let running = 0
    let most = 0
    const work = async (fail: boolean) => {
      running += 1
      most = Math.max(most, running)
      await tick()
      running -= 1
      if (fail) throw new Error('failed')
    }
    const outcomes = await Promise.allSettled([gate.exclusive(() => work(false)), gate.exclusive(() => work(true)), gate.exclusive(() => work(false))])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(most).toBe(1)
    const release = await gate.takeShared()
    release()
  })

  it('counts a shared turn let go twice once: the exclusive turn still waits for the other holder', async () => {
    const gate = new SharedOrExclusive()
    const [first, second] = await Promise.all([gate.takeShared(), gate.takeShared()])
    let started = false
    const writing = gate.exclusive(async () => {
      started = true
    })
    first()
    first()
    await tick()
    expect(started).toBe(false)
    second()
    await writing
    expect(started).toBe(true)
  })

  it('runs what an exclusive turn asks for inside it at once: another exclusive turn, a shared one', async () => {
    const gate = new SharedOrExclusive()
    const inner = await gate.exclusive(async () => {
      const release = await gate.takeShared()
      release()
      return gate.exclusive(async () => 'inner')
    })
    expect(inner).toBe('inner')
  })

  it('grants turns in the order asked: a shared turn asked between two exclusive ones runs between them', async () => {
    const gate = new SharedOrExclusive()
    const events: string[] = []
    const exclusive = (name: string) =>
      gate.exclusive(async () => {
        events.push(`${name} starts`)
        await tick()
        events.push(`${name} ends`)
      })
    const first = exclusive('first')
    const reading = gate.takeShared().then(async (release) => {
      events.push('shared')
      await tick()
      release()
    })
    const second = exclusive('second')
    await Promise.all([first, reading, second])
    expect(events).toEqual(['first starts', 'first ends', 'shared', 'second starts', 'second ends'])
  })

  it('lets shared holders in together while no exclusive turn waits', async () => {
    const gate = new SharedOrExclusive()
    const releases = await Promise.all([gate.takeShared(), gate.takeShared(), gate.takeShared()])
    releases.forEach((release) => release())
  })
})
