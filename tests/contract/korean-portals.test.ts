import { get } from './client'

const ADDRESS = encodeURIComponent('서울특별시 강남구 테헤란로 123')

describe('the location page', () => {
  it.each(['', '/en'])('links Kakao Map and Naver Map for the school’s Korean address (%s)', async (prefix) => {
    const page = await get<string>(`${prefix}/school-guide/location`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`href="https://map.kakao.com/link/search/${ADDRESS}"`)
    expect(page.body).toContain(`href="https://map.naver.com/p/search/${ADDRESS}"`)
  })
})

describe('robots.txt', () => {
  it('lets Naver’s Yeti and Daum’s crawler in as every other crawler', async () => {
    const robots = await get<string>('/robots.txt')
    const groups = robots.body.split(/\n(?=User-Agent:)/i)
    expect(groups.filter((group) => /^User-Agent:\s*(Yeti|Daum)/im.test(group))).toEqual([])
    expect(robots.body).toMatch(/^User-Agent: \*$/m)
    expect(robots.body).toMatch(/^Allow: \/$/m)
  })
})
