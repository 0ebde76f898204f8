import sharp from 'sharp'

import { readPdf as read } from '@/tests/setup/read-pdf'

import { examTicketsPdf, type ExamTicket } from './exam-ticket-pdf'

const picture = (format: 'webp' | 'png', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })[format]().toBuffer()

const ticket = async (overrides: Partial<ExamTicket> = {}): Promise<ExamTicket> => ({
  roundTitle: '2027학년도 전기 신입생 모집',
  examNumber: '2027-01-0007',
  name: '홍길동',
  department: '목회학 석사',
  interviewAt: '2027-01-15T01:30:00.000Z',
  interviewPlace: '본관 201호',
  whatToBring: ['신분증', '필기구'],
  photo: await picture('webp', 300, 400),
  schoolName: '한국신학교',
  seal: await picture('png', 200, 200),
  ...overrides,
})

describe('the 수험표 as a PDF', () => {
  it('carries the Korean words as text a reader can search, with the photo and the seal', async () => {
    const { pages, images } = await read(await examTicketsPdf([await ticket()], 'ko'))
    expect(pages).toHaveLength(1)
    for (const words of ['2027학년도 전기 신입생 모집', '수험표', '수험번호', '2027-01-0007', '홍길동', '목회학 석사', '본관 201호', '신분증', '필기구', '한국신학교']) {
      expect(pages[0]).toContain(words)
    }
    // 01:30 UTC is 10:30 at the school.
    expect(pages[0]).toContain('2027년 1월 15일 10:30')
    expect(images).toEqual([2])
  })

  it('speaks English with the time zone named, and draws a ticket without a photo or seal', async () => {
    const { pages, images } = await read(await examTicketsPdf([await ticket({ name: 'John Smith', photo: null, seal: null })], 'en'))
    expect(pages[0]).toContain('Admission ticket')
    expect(pages[0]).toContain('John Smith')
    expect(pages[0]).toContain('KST (UTC+9)')
    expect(images).toEqual([0])
  })

  it('puts a day of tickets in one document, a page each', async () => {
    const day = await Promise.all(['2027-01-0001', '2027-01-0002', '2027-01-0003'].map((examNumber) => ticket({ examNumber })))
    const { pages } = await read(await examTicketsPdf(day, 'ko'))
    expect(pages.map((page) => page.match(/2027-01-000\d/)?.[0])).toEqual(['2027-01-0001', '2027-01-0002', '2027-01-0003'])
  })
})
