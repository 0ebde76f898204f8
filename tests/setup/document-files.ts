import CFB from 'cfb'
import JSZip from 'jszip'

/**
 * Small documents of each kind the site takes (lib/documents/kinds.ts), built as their programs lay them out.
 *
 * 한글 documents as 한글 writes them, small: an HWP 5 file (a CFB container with the FileHeader stream, whose
 * first 32 bytes are the signature and whose version follows, the DocInfo and one body section), and an HWPX
 * file (an OWPML zip: the uncompressed `mimetype` first, then the manifest and one section).
 */
export function hwpDocument(): Buffer {
  const container = CFB.utils.cfb_new()
  const header = Buffer.alloc(256)
  header.write('HWP Document File', 0, 'latin1')
  header.writeUInt32LE(0x05000300, 32)
  CFB.utils.cfb_add(container, '/FileHeader', header)
  CFB.utils.cfb_add(container, '/DocInfo', Buffer.alloc(64, 1))
  CFB.utils.cfb_add(container, '/BodyText/Section0', Buffer.alloc(128, 2))
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array)
}

/** An Office 97 document: the same container as HWP 5 without its FileHeader, with Word's, Excel's or PowerPoint's main stream. */
export function officeDocument(stream: 'WordDocument' | 'Workbook' | 'PowerPoint Document' = 'WordDocument'): Buffer {
  const container = CFB.utils.cfb_new()
  CFB.utils.cfb_add(container, `/${stream}`, Buffer.alloc(512, 3))
  return Buffer.from(CFB.write(container, { type: 'buffer', fileType: 'cfb' }) as Uint8Array)
}

export const wordDocument = () => officeDocument('WordDocument')

const OOXML = {
  docx: { part: 'word/document.xml', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' },
  xlsx: { part: 'xl/workbook.xml', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml' },
  pptx: { part: 'ppt/presentation.xml', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml' },
}

/** An Office Open XML document (.docx, .xlsx, .pptx): a zip with its content types and its main part. */
export function officeXmlDocument(kind: keyof typeof OOXML): Promise<Buffer> {
  const zip = new JSZip()
  const { part, type } = OOXML[kind]
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/></Types>`)
  zip.file(part, '<?xml version="1.0" encoding="UTF-8"?><root/>')
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}

/** A one-page PDF, whole (header, cross-reference table, end marker). */
export const pdfDocument = () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\nxref\n0 3\n0000000000 65535 f \ntrailer<</Size 3/Root 1 0 R>>\nstartxref\n9\n%%EOF\n', 'latin1')

/** An HWPX document; `mimetype` other than 한글's, or deflated as a bomb's would be, for the refusals. */
export async function hwpxDocument(mimetype = 'application/hwp+zip', mimetypeCompression: 'STORE' | 'DEFLATE' = 'STORE'): Promise<Buffer> {
  const zip = new JSZip()
  zip.file('mimetype', mimetype, { compression: mimetypeCompression })
  zip.file('version.xml', '<?xml version="1.0" encoding="UTF-8"?><hv:HCFVersion xmlns:hv="http://www.hancom.co.kr/hwpml/2011/version" major="5" minor="1"/>')
  zip.file('META-INF/container.xml', '<?xml version="1.0" encoding="UTF-8"?><ocf:container xmlns:ocf="urn:oasis:names:tc:opendocument:xmlns:container"><ocf:rootfiles><ocf:rootfile full-path="Contents/content.hpf" media-type="application/hwpml-package+xml"/></ocf:rootfiles></ocf:container>')
  zip.file('Contents/content.hpf', '<?xml version="1.0" encoding="UTF-8"?><opf:package xmlns:opf="http://www.idpf.org/2007/opf/"><opf:manifest><opf:item id="section0" href="Contents/section0.xml" media-type="application/xml"/></opf:manifest></opf:package>')
  zip.file('Contents/section0.xml', '<?xml version="1.0" encoding="UTF-8"?><hs:sec xmlns:hs="http://www.hancom.co.kr/hwpml/2011/section"><hp:p xmlns:hp="http://www.hancom.co.kr/hwpml/2011/paragraph"><hp:run><hp:t>학업 계획서</hp:t></hp:run></hp:p></hs:sec>')
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' })
}
