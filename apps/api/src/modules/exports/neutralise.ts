/**
 * The characters a spreadsheet reads as the start of a formula (OWASP's "CSV injection"): `=`, `+`, `-`, `@`, and tab
 * and carriage return, which some spreadsheets strip before looking.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as it may safely reach a spreadsheet: one that would start a formula gets a leading single quote, so
 * Excel, LibreOffice and Google Sheets show it as text instead of running it. A buyer named "=HYPERLINK(…)" stays
 * readable and harmless. Used for every text cell of every export, CSV and XLSX alike.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
