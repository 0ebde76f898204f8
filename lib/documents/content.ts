import CFB from 'cfb'

import { cfbWithinBounds, readZipDirectory, type UnpackAllowance, type ZipDirectory } from './containers'
import { DOCUMENT_TYPES, extensionOf, isCompletePdf, isPlainText, type DocumentKind } from './kinds'

/** The first bytes of an HWP 5 document's FileHeader stream (HWP 5.0 format, 3.2.1). */
const HWP_SIGNATURE = 'HWP Document File'
/** What an HWPX (OWPML, KS X 6101) package declares in its `mimetype` entry, as ODF and EPUB packages do. */
export const HWPX_MIME = 'application/hwp+zip'

/** An HWP 5 document: a CFB container whose FileHeader stream begins with the format's signature. */
function isHwp(bytes: Uint8Array): boolean {
  try {
    const content = CFB.find(CFB.read(bytes, { type: 'buffer' }), 'FileHeader')?.content
    return content !== undefined && Buffer.from(content as Uint8Array).subarray(0, HWP_SIGNATURE.length).toString('latin1') === HWP_SIGNATURE
  } catch {
    return false
  }
}

/** An HWPX document: its `mimetype` entry says exactly so (19 bytes, unpacked within the allowance), and it holds the package's manifest. */
async function isHwpx(zip: ZipDirectory, allowance: UnpackAllowance): Promise<boolean> {
  if (!zip.names.has('Contents/content.hpf')) return false
  const mimetype = await zip.read('mimetype', allowance)
  return mimetype?.toString('latin1') === HWPX_MIME
}

/**
 * Whether the container holds what the extension says, from its directory first: a zip or compound file beyond the
 * bounds of lib/documents/containers.ts is refused before anything in it is read. A .doc or .docx renamed .hwp or
 * .hwpx is the same container without 한글's own parts.
 */
async function containerHolds(kind: DocumentKind, extension: string, bytes: Uint8Array, allowance: UnpackAllowance): Promise<boolean> {
  switch (kind.container) {
    case 'pdf':
      return isCompletePdf(bytes)
    case 'text':
      return isPlainText(bytes)
    case 'cfb':
      return cfbWithinBounds(bytes) && (extension !== 'hwp' || isHwp(bytes))
    case 'zip': {
      const zip = await readZipDirectory(bytes)
      return zip !== null && (extension !== 'hwpx' || (await isHwpx(zip, allowance)))
    }
  }
}

export type DocumentVerdict = { ok: true; extension: string; mime: string } | { ok: false }

/** What file-type makes of the bytes; the caller passes it, as file-type loads as an ES module only. */
export type Sniffer = (bytes: Uint8Array) => Promise<string | undefined>

/**
 * A document is one of the kinds of lib/documents/kinds.ts by its extension, its container's content (read from the
 * directory first) and then its sniffed type; it is stored and served as that kind.
 */
export async function documentVerdict(name: string, bytes: Uint8Array, sniff: Sniffer, allowance: UnpackAllowance): Promise<DocumentVerdict> {
  const extension = extensionOf(name)
  const kind = DOCUMENT_TYPES[extension]
  if (!kind || !(await containerHolds(kind, extension, bytes, allowance))) return { ok: false }
  if (!kind.sniffed.includes(await sniff(bytes))) return { ok: false }
  return { ok: true, extension, mime: kind.mime }
}
