import { downloadName } from '@/lib/content/download-name'
import { attachment } from '@/lib/storage/attachment'

describe('download names', () => {
  it('saves a document under its title with the stored file’s extension', () => {
    expect(downloadName('입학 원서 양식', 'download-01.pdf')).toBe('입학 원서 양식.pdf')
    expect(downloadName('Form.PDF', 'download-01.pdf')).toBe('Form.pdf')
    expect(downloadName('x.exe', 'download-01.pdf')).toBe('x.exe.pdf')
  })

  it('takes no folders or control characters from a title, and falls back to the stored name', () => {
    expect(downloadName('../../etc/passwd', 'a.pdf')).toBe('.. .. etc passwd.pdf')
    expect(downloadName('a\r\nSet-Cookie: x', 'a.pdf')).toBe('a Set-Cookie x.pdf')
    expect(downloadName('  ', 'a.pdf')).toBe('a.pdf')
    expect(downloadName('제목', 'noextension')).toBe('noextension')
  })

  it('writes the UTF-8 name beside an ASCII one', () => {
    expect(attachment('입학 원서 양식.pdf', 'download-01.pdf')).toBe(`attachment; filename=download-01.pdf; filename*=UTF-8''${encodeURIComponent('입학 원서 양식.pdf')}`)
    expect(attachment('원서.pdf', '원서.pdf')).toBe(`attachment; filename="??.pdf"; filename*=UTF-8''${encodeURIComponent('원서.pdf')}`)
    expect(attachment('plain.pdf')).toBe('attachment; filename=plain.pdf')
  })
})
