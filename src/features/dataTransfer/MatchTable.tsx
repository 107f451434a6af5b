import Box from '@mui/material/Box';
import { useState } from 'react';

import { PaginationBar } from '@/components/PaginationBar';

/** Rows per page, as every list of the site. */
export const MATCHES_PER_PAGE = 20;

export interface MatchColumn {
  heading: string;
  /** The status column: kept on one line, in bold, dimmed unless the row matched. */
  status?: boolean;
}

export interface MatchRow {
  key: string | number;
  /** One text per column. */
  cells: string[];
  matched: boolean;
}

const cellSx = {
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  px: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/**
 * An import's result table (Letterboxd, IMDb): each title of the file, what became of it and the
 * title of ours it was matched to, 20 a page. The caption says which page is shown.
 */
export function MatchTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly MatchColumn[];
  rows: readonly MatchRow[];
}) {
  const [page, setPage] = useState(1);
  const totalPages = Math.ceil(rows.length / MATCHES_PER_PAGE);
  const current = Math.min(page, Math.max(1, totalPages));
  const shown = rows.slice((current - 1) * MATCHES_PER_PAGE, current * MATCHES_PER_PAGE);

  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' }}
        >
          <Box
            component="caption"
            sx={{ textAlign: 'left', color: 'text.secondary', pb: 1, captionSide: 'top' }}
          >
            {totalPages > 1 ? `${caption}, page ${current} of ${totalPages}` : caption}
          </Box>
          <thead>
            <tr>
              {columns.map((column) => (
                <Box
                  key={column.heading}
                  component="th"
                  scope="col"
                  sx={column.status ? { ...cellSx, whiteSpace: 'nowrap' } : cellSx}
                >
                  {column.heading}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <Box
                    // The columns are fixed: a cell's place is its identity.
                    key={index}
                    component="td"
                    sx={
                      columns[index]?.status
                        ? {
                            ...cellSx,
                            whiteSpace: 'nowrap',
                            fontWeight: 600,
                            color: row.matched ? 'text.primary' : 'text.secondary',
                          }
                        : cellSx
                    }
                  >
                    {cell}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <PaginationBar page={current} totalPages={totalPages} onPageChange={setPage} />
    </>
  );
}
