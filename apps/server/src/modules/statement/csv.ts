/**
 * One CSV line (RFC 4180): a field with a comma, quote or line break is quoted and its quotes doubled. A field a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading apostrophe first (OWASP
 * CSV injection) — except amounts, which are numbers and may start with a minus.
 */
export function csvLine(fields: ReadonlyArray<string | { number: string }>): string {
  return `${fields.map((field) => (typeof field === 'string' ? quoted(neutralised(field)) : field.number)).join(',')}\r\n`;
}

const neutralised = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const quoted = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
