import Papa from 'papaparse';

/** A CSV file read with its header: rows by column, columns found case-insensitively. */
export interface CsvTable {
  rows: Record<string, string | undefined>[];
  /** The file's own name for a column, matched without regard to case; undefined when absent. */
  column: (wanted: string) => string | undefined;
  /** The required columns the header lacks. */
  missing: string[];
  /** The line of a quote opened and never closed, if any (the file is then damaged). */
  openQuoteLine?: number;
}

/** Reads a comma-separated export with a header row (Letterboxd's, IMDb's). */
export function readCsvTable(text: string, required: readonly string[]): CsvTable {
  const parsed = Papa.parse<Record<string, string | undefined>>(text, {
    header: true,
    delimiter: ',',
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const column = (wanted: string) =>
    fields.find((field) => field.toLowerCase() === wanted.toLowerCase());
  const openQuote = parsed.errors.find((error) => error.type === 'Quotes');
  return {
    rows: parsed.data,
    column,
    missing: required.filter((wanted) => column(wanted) === undefined),
    // Papaparse counts the header among the rows here, so its row plus one is the file's line.
    openQuoteLine: openQuote ? (openQuote.row ?? 0) + 1 : undefined,
  };
}
