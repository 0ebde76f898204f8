import { KeyedTurns } from '@/lib/payload/turns'

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
