import Box from '@mui/material/Box';
import { useState } from 'react';

import { PaginationBar } from '@/components/PaginationBar';
import { releaseYear } from '@/lib/letterboxd';

import type { RowMatch } from './useLetterboxdMatching';

/** Rows per page, as every list of the site. */
export const MATCHES_PER_PAGE = 20;

export const STATUS_LABELS: Record<RowMatch['status'], string> = {
  matched: 'Matched',
  unsure: 'Unsure',
  notFound: 'Not found',
  failed: 'Not found (search failed)',
};

const withYear = (title: string, year: number | null) =>
  year === null ? title : `${title} (${year})`;

const cellSx = {
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  px: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** Each Letterboxd film, what became of it and the film of ours it was matched to, 20 a page. */
export function MatchTable({ matches }: { matches: readonly RowMatch[] }) {
  const [page, setPage] = useState(1);
  const totalPages = Math.ceil(matches.length / MATCHES_PER_PAGE);
  const current = Math.min(page, Math.max(1, totalPages));
  const shown = matches.slice((current - 1) * MATCHES_PER_PAGE, current * MATCHES_PER_PAGE);

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
            {totalPages > 1
              ? `Letterboxd films and their matches, page ${current} of ${totalPages}`
              : 'Letterboxd films and their matches'}
          </Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cellSx}>
                Letterboxd film
              </Box>
              <Box component="th" scope="col" sx={{ ...cellSx, whiteSpace: 'nowrap' }}>
                Status
              </Box>
              <Box component="th" scope="col" sx={cellSx}>
                Marquee title
              </Box>
            </tr>
          </thead>
          <tbody>
            {shown.map((match) => (
              <tr key={match.row.line}>
                <Box component="td" sx={cellSx}>
                  {withYear(match.row.name, match.row.year)}
                </Box>
                <Box
                  component="td"
                  sx={{
                    ...cellSx,
                    whiteSpace: 'nowrap',
                    fontWeight: 600,
                    color: match.status === 'matched' ? 'text.primary' : 'text.secondary',
                  }}
                >
                  {STATUS_LABELS[match.status]}
                </Box>
                <Box component="td" sx={cellSx}>
                  {match.candidate
                    ? withYear(match.candidate.title, releaseYear(match.candidate.release_date))
                    : 'None'}
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
