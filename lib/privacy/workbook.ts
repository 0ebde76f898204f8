import ExcelJS from 'exceljs'

export type Column<Row> = { header: string; width: number; value: (row: Row) => string | number | null | undefined }

/**
 * One sheet as an .xlsx file, written by exceljs: headers in bold and frozen, every value as text
 * (a phone or resident number keeps its leading zero, and a text that starts with "=" stays text:
 * exceljs writes strings as strings, never as formulas).
 */
export async function workbookOf<Row>(sheetName: string, columns: Column<Row>[], rows: Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row) ?? ''))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
