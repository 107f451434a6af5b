import { parse } from 'csv-parse/sync';

/** Rows of a CSV file with a header line, as objects keyed by column name. */
export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}
