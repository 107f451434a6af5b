import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';

import type { MovieDetails, TvDetails } from '@common/tmdb';
import { DetailLink } from '@/components/DetailLink';
import { jobName, titleCrew } from '@/features/titleDetail/crew';
import type { CrewPerson } from '@/features/titleDetail/crew';
import { detailPath } from '@/lib/slug';

/** Names a line shows before the rest fold behind a '+N more' button. */
const SHOWN_NAMES = 3;

interface PeopleLineProps {
  /** 'Directed by', 'Written by', 'Created by'. */
  label: string;
  /** The fold button's name while open: 'Show fewer writers'. */
  fewer: string;
  /** The fold button's name while folded: 'Show 3 more writers'. */
  more: (count: number) => string;
  people: CrewPerson[];
  /** A job named alone in this line goes without saying ('Writer' among the writers). */
  plainJob: string;
}

/** A person's name linking to their page, then the jobs the line's label does not say. */
function PersonLink({ person, plainJob }: { person: CrewPerson; plainJob: string }) {
  const { i18n } = useLingui();
  const jobs = person.jobs.filter((job) => job !== plainJob).map((job) => jobName(i18n, job));
  return (
    <>
      <DetailLink
        to={detailPath('person', person.id, person.name)}
        prefetch={{ type: 'person', id: person.id }}
        color="text.primary"
        underline="always"
        sx={{ fontWeight: 600 }}
      >
        {person.name}
      </DetailLink>
      {jobs.length > 0 ? ` (${jobs.join(', ')})` : null}
    </>
  );
}

/**
 * One line of the crew: its label and each person linking to their page. Past four names, the first
 * three show and a '+N more' button shows the rest (and 'Show fewer' folds them again).
 */
function PeopleLine({ label, fewer, more, people, plainJob }: PeopleLineProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!people.length) return null;
  const folds = people.length > SHOWN_NAMES + 1;
  const shown = folds && !open ? people.slice(0, SHOWN_NAMES) : people;
  const hidden = people.length - SHOWN_NAMES;
  return (
    <Typography color="text.secondary">
      <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {label}:
      </Box>{' '}
      {shown.map((person, index) => (
        <Fragment key={person.id}>
          {index > 0 ? ', ' : null}
          <PersonLink person={person} plainJob={plainJob} />
        </Fragment>
      ))}
      {folds ? (
        <Button
          size="small"
          variant="text"
          aria-expanded={open}
          aria-label={open ? fewer : more(hidden)}
          onClick={() => setOpen(!open)}
          sx={{ ml: 1, minWidth: 0, py: 0, px: 0.75, verticalAlign: 'baseline' }}
        >
          {open ? t`Show fewer` : t`+${hidden} more`}
        </Button>
      ) : null}
    </Typography>
  );
}

/**
 * Who made the title, each name linking to the person's page: a show's creators (spec), then the
 * directors and writers its credits name (./crew.ts), a writer's jobs beside their name
 * ('Jim Uhls (Screenplay)').
 */
export function CrewLines({ details }: { details: MovieDetails | TvDetails }) {
  const { t } = useLingui();
  const crew = details.credits?.crew;
  const { directors, writers } = useMemo(() => titleCrew(crew), [crew]);
  const createdBy = 'created_by' in details ? details.created_by : undefined;
  const creators = useMemo(
    () => (createdBy ?? []).map(({ id, name }) => ({ id, name, jobs: [] })),
    [createdBy],
  );
  return (
    // Keyed by title: another title's page starts with its lines folded.
    <Fragment key={details.id}>
      <PeopleLine
        label={t`Created by`}
        fewer={t`Show fewer creators`}
        more={(count) =>
          t`${plural(count, { one: 'Show # more creators', other: 'Show # more creators' })}`
        }
        people={creators}
        plainJob=""
      />
      <PeopleLine
        label={t`Directed by`}
        fewer={t`Show fewer directors`}
        more={(count) =>
          t`${plural(count, { one: 'Show # more directors', other: 'Show # more directors' })}`
        }
        people={directors}
        // TMDB's job name, matched, never shown.
        // eslint-disable-next-line lingui/no-unlocalized-strings
        plainJob="Director"
      />
      <PeopleLine
        label={t`Written by`}
        fewer={t`Show fewer writers`}
        more={(count) =>
          t`${plural(count, { one: 'Show # more writers', other: 'Show # more writers' })}`
        }
        people={writers}
        // eslint-disable-next-line lingui/no-unlocalized-strings
        plainJob="Writer"
      />
    </Fragment>
  );
}
