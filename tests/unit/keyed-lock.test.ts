import { KeyedLock } from '@/lib/payload/keyed-lock'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('KeyedLock', () => {
  it('gives one key to one holder at a time, in the order asked, and other keys at once', async () => {
    const locks = new KeyedLock()
    const order: string[] = []
    const first = await locks.take('a')
    const second = locks.take('a').then((release) => (order.push('second'), release))
    const third = locks.take('a').then((release) => (order.push('third'), release))
    const other = await locks.take('b')
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
