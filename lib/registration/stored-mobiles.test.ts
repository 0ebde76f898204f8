import { storedMobiles } from './stored-mobiles'

describe('the mobiles of applications sent before phones were kept as E.164', () => {
  it('are rewritten as E.164 when they read as a number (read as the form reads them: lib/registration/phone.ts)', () => {
    const rows = [
      { id: 1, mobile: '010-2345-6789', nationality: 'KR' },
      { id: 2, mobile: '+1 415 555 0100', nationality: 'US' },
      { id: 4, mobile: '+821023456789', nationality: 'KR' },
      { id: 5, mobile: '연락처 없음', nationality: 'KR' },
      { id: 6, mobile: '010-2345-6789', nationality: null },
    ]
    expect(storedMobiles(rows)).toEqual([
      { id: 1, mobile: '+821023456789' },
      { id: 2, mobile: '+14155550100' },
      { id: 6, mobile: '+821023456789' },
    ])
  })
})
