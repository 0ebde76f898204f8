import { attachmentResponse } from '../storage/attachment'
import { fileStore } from '../storage/file-store'
import { payloadClient } from '../payload/client'
import { downloadName } from './download-name'

/**
 * A public document (the files collection) sent as an attachment under the name in its address, which the
 * site writes from the title of the post it belongs to. Only files the public may read; the extension is always
 * the stored file's own, so an address cannot make a PDF arrive as something else.
 */
export async function sendPublicFile(filename: string, requestedName: string): Promise<Response | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'files', where: { filename: { equals: filename } }, limit: 1, depth: 0, overrideAccess: false })
  const file = docs[0]
  if (!file?.filename) return null
  const content = await fileStore('files').read(file.filename)
  if (!content) return null
  return attachmentResponse(content, {
    type: file.mimeType || 'application/octet-stream',
    name: downloadName(requestedName, file.filename),
    storedName: file.filename,
    cacheControl: 'public, max-age=3600',
  })
}
