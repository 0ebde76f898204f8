import CFB from 'cfb'
import JSZip from 'jszip'

/** The first bytes of an HWP 5 document's FileHeader stream (HWP 5.0 format, 3.2.1). */
const HWP_SIGNATURE = 'HWP Document File'
/** What an HWPX (OWPML, KS X 6101) package declares in its `mimetype` entry, as ODF and EPUB packages do. */
export const HWPX_MIME = 'application/hwp+zip'

/** An HWP 5 document: a CFB container whose FileHeader stream begins with the format's signature. */
function isHwp(bytes: Uint8Array): boolean {
  try {
    const header = CFB.find(CFB.read(bytes, { type: 'buffer' }), 'FileHeader')
    const content = header?.content
    return content !== undefined && Buffer.from(content as Uint8Array).subarray(0, HWP_SIGNATURE.length).toString('latin1') === HWP_SIGNATURE
  } catch {
    return false
  }
}

/** An HWPX document: a zip whose `mimetype` says so and which holds the package's manifest. */
async function isHwpx(bytes: Uint8Array): Promise<boolean> {
  try {
    const zip = await JSZip.loadAsync(bytes)
    const mimetype = await zip.file('mimetype')?.async('string')
    return mimetype?.trim() === HWPX_MIME && zip.file('Contents/content.hpf') !== null
  } catch {
    return false
  }
}

/**
 * Whether a file named .hwp or .hwpx holds what 한글 writes. The sniffed container type (CFB, zip) says only
 * that it is some Office 97 file or some zip; a .doc or .docx renamed must not pass as 한글.
 */
export async function isHangulDocument(extension: string, bytes: Uint8Array): Promise<boolean> {
  if (extension === 'hwp') return isHwp(bytes)
  if (extension === 'hwpx') return isHwpx(bytes)
  return true
}
