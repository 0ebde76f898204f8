import ExcelJS from 'exceljs'

import { fetchFrom, proveAgain, server } from './client'

/** GET /cms-api/{collection}/export?query as an xlsx file, with the status and headers. */
export async function exportFile(collection: string, query: string, headers: Record<string, string> = {}, from?: string) {
  const send = () => fetchFrom(from, `${server.baseUrl}/cms-api/${collection}/export?${query}`, { headers })
  let response = await send()
  // Ten minutes after the run admin's last code, the export asks for one again (tests/contract/second-factor-again.test.ts).
  if (response.headers.get('second-factor') === 'again' && headers.authorization === `JWT ${server.adminToken}`) {
    expect((await proveAgain()).status).toBe(200)
    response = await send()
  }
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body }
}

/** The rows of an xlsx file's first sheet, read back with exceljs: the header row, then the others as header → text. */
export async function readSheet(file: Buffer): Promise<{ headers: string[]; rows: Record<string, string>[] }> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))
  const headers = values(sheet.getRow(1))
  const rows: Record<string, string>[] = []
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push(Object.fromEntries(values(row).map((value, index) => [headers[index], value])))
  })
  return { headers, rows }
}
