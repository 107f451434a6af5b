import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useId, useState } from 'react';

import { PaginationBar } from '@/components/PaginationBar';

/** Rows per page, as every list of the site. */
export const MATCHES_PER_PAGE = 20;

export interface MatchRow {
  key: string | number;
  /** The title as the file names it. */
  source: string;
  /** A line under it: where it goes, the rating it had. */
  detail?: string;
  status: string;
  /** Our title it was matched to ("None" when none). */
  match: string;
  matched: boolean;
}

const cellSx = {
  textAlign: 'left',
  verticalAlign: 'top',
  // Whole words stay whole: a long one breaks rather than widening the page.
  overflowWrap: 'break-word',
  px: { xs: 1, sm: 1.5 },
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/**
 * An import's result table (Letterboxd, IMDb): each title of the file (with a line on where it goes),
 * what became of it and the title of ours it was matched to, 20 a page. Three columns, so that it
 * reads on a phone. The caption says which page is shown.
 */
export function MatchTable({
  caption,
  headings,
  rows,
}: {
  caption: string;
  /** The first and last columns' headings ("Letterboxd film", "Marquee title"). */
  headings: readonly [string, string];
  rows: readonly MatchRow[];
}) {
  const { t } = useLingui();
  const captionId = useId();
  const [page, setPage] = useState(1);
  const totalPages = Math.ceil(rows.length / MATCHES_PER_PAGE);
  const current = Math.min(page, Math.max(1, totalPages));
  const shown = rows.slice((current - 1) * MATCHES_PER_PAGE, current * MATCHES_PER_PAGE);

  return (
    <>
      {/* Focusable, so that a table wider than a phone (a title of one long word) scrolls by keyboard. */}
      <Box
        role="group"
        aria-labelledby={captionId}
        tabIndex={0}
        sx={{ overflowX: 'auto', borderRadius: 1 }}
      >
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' }}
        >
          <Box
            id={captionId}
            component="caption"
            sx={{ textAlign: 'left', color: 'text.secondary', pb: 1, captionSide: 'top' }}
          >
            {totalPages > 1 ? t`${caption}, page ${current} of ${totalPages}` : caption}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cellSx}>
                {headings[0]}
              </Box>
              <Box component="th" scope="col" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                <Trans>Status</Trans>
              </Box>
              <Box component="th" scope="col" sx={cellSx}>
                {headings[1]}
              </Box>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                <Box component="td" sx={cellSx}>
                  {row.detail ? (
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        {row.source}
                      </Box>
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary', fontSize: '0.875rem' }}
                      >
                        {row.detail}
                      </Box>
                    </>
                  ) : (
                    row.source
                  )}
                </Box>
                <Box
                  component="td"
                  sx={{
                    ...cellSx,
                    fontWeight: 600,
                    color: row.matched ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {row.status}
                </Box>
                <Box component="td" sx={cellSx}>
                  {row.match}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <PaginationBar page={current} totalPages={totalPages} onPageChange={setPage} />
    </>
  );
}
