import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { PersonDetails } from '@common/tmdb';
import { formatLongDate } from '@/features/actor/biography';

type Facts = Pick<
  PersonDetails,
  'known_for_department' | 'birthday' | 'deathday' | 'place_of_birth'
>;

/** Known for, Born (long date and place) and Died, as a description list; missing facts are left out. */
export function ActorFacts({ person }: { person: Facts }) {
  const { t, i18n } = useLingui();
  const born = formatLongDate(i18n.locale, person.birthday);
  const died = formatLongDate(i18n.locale, person.deathday);
  const place = person.place_of_birth?.trim();
  const rows: { term: string; lines: string[] }[] = [];
  if (person.known_for_department) {
    rows.push({ term: t`Known For`, lines: [person.known_for_department] });
  }
  if (born || place)
    rows.push({ term: t`Born`, lines: [born, place].filter((line) => !!line) as string[] });
  if (died) rows.push({ term: t`Died`, lines: [died] });
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 1,
        m: 0,
      }}
    >
      {rows.map(({ term, lines }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {term}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {lines.map((line) => (
              <Typography key={line} color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
