import { mapLinks } from '@/lib/content/map-links'

describe('map links', () => {
  it('searches the address in Kakao Map and Naver Map', () => {
    expect(mapLinks('서울특별시 강남구 테헤란로 123')).toEqual({
      kakao: `https://map.kakao.com/link/search/${encodeURIComponent('서울특별시 강남구 테헤란로 123')}`,
      naver: `https://map.naver.com/p/search/${encodeURIComponent('서울특별시 강남구 테헤란로 123')}`,
    })
  })

  it('gives no links without an address, and keeps a slash or # inside the search', () => {
    expect(mapLinks('  ')).toBeNull()
    expect(mapLinks('1/2 #3')!.kakao).toBe('https://map.kakao.com/link/search/1%2F2%20%233')
  })
})
