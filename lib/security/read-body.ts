/** The body, read up to `limit` bytes; null as soon as it is longer (the rest is never buffered). */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get('content-length')) > limit) return null
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
