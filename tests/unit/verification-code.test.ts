import { verificationCode, verificationMetadata } from '@/lib/seo/verification-code'

describe('verification codes pasted by staff', () => {
  it('takes the code out of a whole meta tag, Daum’s robots.txt line, or the code alone', () => {
    expect(verificationCode('<meta name="naver-site-verification" content="a1b2c3d4e5f6" />')).toBe('a1b2c3d4e5f6')
    expect(verificationCode("<meta content='B1NG2CODE3' name='msvalidate.01'>")).toBe('B1NG2CODE3')
    expect(verificationCode('#DaumWebMasterTool:0f1e2d3c4b5a:AbCdEf==')).toBe('0f1e2d3c4b5a:AbCdEf==')
    expect(verificationCode('  G00gle_Code-123 \n')).toBe('G00gle_Code-123')
  })

  it('refuses anything that could carry markup or another line', () => {
    for (const pasted of ['"><script>alert(1)</script>', 'abc def', 'code\nDisallow: /', '<meta content="x y">', 'ab']) expect(verificationCode(pasted)).toBeNull()
  })

  it('names each portal’s tag and leaves out the ones not set', () => {
    expect(verificationMetadata({ naver: 'n1234', google: null, bing: 'b1234', daum: 'd1234' })).toEqual({ other: { 'naver-site-verification': 'n1234', 'msvalidate.01': 'b1234' } })
    expect(verificationMetadata({ naver: null, google: 'g1234', bing: null, daum: null })).toEqual({ google: 'g1234', other: {} })
  })
})
