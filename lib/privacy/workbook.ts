import ExcelJS from 'exceljs'

export type Column<Row> = { header: string; width: number; value: (row: Row) => string | number | null | undefined }

/** The first characters that make a spreadsheet program read a cell as a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text as a cell stores it. exceljs writes strings as strings, never as formulas, but a sheet saved again as CSV
 * loses that: a text starting with `=`, `+`, `-`, `@`, a tab or a carriage return would then run as a formula
 * (`=HYPERLINK(…)` sending a cell's data away) when the CSV is opened. Such a text gets a leading apostrophe, which
 * stays in the CSV and keeps it text, as OWASP advises; so does a phone written `+82…`. Numbers are left alone.
 */
export const inertText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text)

const cellOf = (value: string | number | null | undefined) => (typeof value === 'string' ? inertText(value) : (value ?? ''))

/**
 * One sheet as an .xlsx file, written by exceljs: headers in bold and frozen, every value as text
 * (a phone or resident number keeps its leading zero), a text that could run as a formula behind an apostrophe.
 */
export async function workbookOf<Row>(sheetName: string, columns: Column<Row>[], rows: Row[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((column, index) => ({ header: column.header, key: String(index), width: column.width }))
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(columns.map((column) => cellOf(column.value(row))))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
