import fs from 'node:fs/promises'

/**
 * The bytes of the file of an upload as Payload holds it (in memory, or in a temporary file). A temporary file is read
 * only within `maxBytes`; a larger one is given as zeros of its size, for the caller to refuse by its size alone.
 */
export async function uploadedBytes(file: { data?: Buffer; tempFilePath?: string; size?: number }, maxBytes = Infinity): Promise<Uint8Array> {
  if (file.data && file.data.length > 0) return file.data
  if (file.tempFilePath && (file.size ?? 0) <= maxBytes) return fs.readFile(file.tempFilePath)
  return new Uint8Array(file.size ?? 0)
}
