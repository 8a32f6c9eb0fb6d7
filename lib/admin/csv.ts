/**
 * CSV for spreadsheets (RFC 4180 quoting). A cell a spreadsheet would read as a formula (starting
 * with = + - @, or a tab or carriage return that some strip first) gets a leading apostrophe, so
 * an actor-controlled value (a label, an e-mail) cannot run as one when an auditor opens the file.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : JSON.stringify(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
