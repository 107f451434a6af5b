import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import type { PersonDetails } from '@common/tmdb';
import { PageOutOfRangeNotice, PaginationBar } from '@/components/PaginationBar';
import { PageTitle } from '@/components/PageTitle';
import {
  ActorLoadError,
  ActorNotFound,
  usePreloadedFailures,
} from '@/features/actor/actorFailures';
import { FilmographyControls } from '@/features/actor/FilmographyControls';
import { FilmographyGrid } from '@/features/actor/FilmographyGrid';
import { FilmographyHeader } from '@/features/actor/FilmographyHeader';
import { creditCount, creditWords } from '@/features/actor/creditWords';
import { ROLE_LABEL, filmographyWords, foundCount } from '@/features/actor/filmographyWords';
import type { FilmographyKind } from '@/features/actor/creditWords';
import { FilmographySkeleton } from '@/features/actor/FilmographySkeleton';
import { buildFilmographySearch, parseFilmographyQuery } from '@/features/actor/filmographyUrl';
import { fetchActor, useActorLookup } from '@/features/actor/useActorLookup';
import { useFilmographyLayout } from '@/features/actor/useFilmographyLayout';
import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { useListUrl } from '@/hooks/useListUrl';
import {
  creditCard,
  departmentNoun,
  filmographyRoles,
  roleCredits,
  sortCredits,
} from '@/lib/filmography';
import { toSlug } from '@/lib/slug';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { PageWidth } from '@/components/PageWidth';
import type { PageData } from '@/app/hooks';

/**
 * /actor/:slug/movies and /actor/:slug/tv: every movie or TV credit of a person in one role (the parts
 * they played, or their crew work with its jobs: `role`, unset for the role they are known for),
 * sorted (Sort By, kept in the URL as `sort` when not popularity) and paged in the browser (`page`),
 * the page size following the grid's columns at the current width.
 */
export default function ActorFilmographyPage() {
  const { t } = useLingui();
  const { slug } = useParams();
  const { pathname } = useLocation();
  const kind: FilmographyKind = /\/tv\/?$/.test(pathname) ? 'tv' : 'movie';
  const lookup = useActorLookup(slug);
  usePreloadedFailures();
  const person = lookup.status === 'ready' ? lookup.person : undefined;
  useCanonicalSlug(slug, person ? toSlug(person.id, person.name) : undefined);
  const { columns, pageSize } = useFilmographyLayout();

  if (lookup.status === 'loading') {
    return (
      <>
        <PageTitle>{t`Actor Filmography`}</PageTitle>
        <meta name="description" content={t`Every movie and TV show an actor has appeared in.`} />
        <FilmographySkeleton columns={columns} count={pageSize} />
      </>
    );
  }
  if (lookup.status === 'notFound') {
    return <ActorNotFound message={lookup.message} />;
  }
  if (lookup.status === 'failed') {
    const { code } = lookup;
    return (
      <>
        <PageTitle>{t`Error Loading Data`}</PageTitle>
        <meta name="description" content={t`The actor's filmography could not be loaded.`} />
        <ActorLoadError onRetry={lookup.retry} unreachable={code === 'FETCH_ERROR'}>
          <Typography>
            <Trans>Unable to load actor information.</Trans>
          </Typography>
          <Typography>
            <Trans>Error Code: {code}</Trans>
          </Typography>
          <Typography>{lookup.message}</Typography>
        </ActorLoadError>
      </>
    );
  }
  return <Filmography person={lookup.person} kind={kind} columns={columns} pageSize={pageSize} />;
}

interface FilmographyProps {
  person: PersonDetails;
  kind: FilmographyKind;
  columns: number;
  pageSize: number;
}

function Filmography({ person, kind, columns, pageSize }: FilmographyProps) {
  const { i18n, t } = useLingui();
  const { query, hrefFor, show, pageHref } = useListUrl({
    parse: parseFilmographyQuery,
    build: buildFilmographySearch,
  });
  const { sort, page } = query;
  const roles = useMemo(() => filmographyRoles(person), [person]);
  // A role the person has no credits in at all reads as the one they are known for.
  const role = query.role && roles.includes(query.role) ? query.role : roles[0]!;
  // Links name the role only when it is not the person's first.
  const roleParam = role === roles[0] ? undefined : role;
  const noun = departmentNoun(person.known_for_department);
  const text = {
    ...creditWords(i18n, role, kind, noun),
    ...filmographyWords(i18n, role, kind, noun),
  };
  const { name } = person;
  const slug = toSlug(person.id, name);

  const sorted = useMemo(
    () => sortCredits(roleCredits(person, role, kind), sort),
    [person, role, kind, sort],
  );
  const count = sorted.length;
  const totalPages = Math.ceil(count / pageSize);
  const pastEnd = count > 0 && page > totalPages;
  const items = useMemo(
    () => sorted.slice((page - 1) * pageSize, page * pageSize).map(creditCard),
    [sorted, page, pageSize],
  );

  // A tab keeps the role and sort and starts at page 1; the role switch keeps the sort.
  const tabSearch = buildFilmographySearch({ role: roleParam, sort, page: 1 });
  const tabs = {
    movie: { pathname: `/actor/${slug}/movies`, search: tabSearch },
    tv: { pathname: `/actor/${slug}/tv`, search: tabSearch },
  };
  const roleChoices = roles.map((choice) => ({
    label: t(ROLE_LABEL[choice]),
    to: hrefFor({ role: choice === roles[0] ? undefined : choice, sort, page: 1 }),
    current: choice === role,
  }));
  const credits = creditCount(i18n, count, role, kind);
  const { tab, listed } = text;
  const pageTitle = role === 'acting' ? t`${name} - ${tab}` : t`${name} - ${tab} (Crew)`;

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{pageTitle}</PageTitle>
      <meta
        name="description"
        content={t`${name}: all ${credits}, sortable by popularity, release date, title and rating.`}
      />
      <FilmographyHeader
        name={name}
        photoPath={person.profile_path}
        kind={kind}
        badge={text.badge}
        profileTo={`/actor/${slug}`}
        tabs={tabs}
        roles={roleChoices}
      />
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {count === 0
          ? t`The catalogue lists no ${listed} for ${name}.`
          : t`${name} has ${credits} in the catalogue. Sort them by popularity, release date, title or rating, and open any card for its details.`}
      </Typography>

      {count === 0 ? (
        <Box role="status" sx={{ textAlign: 'center', py: 8 }}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            {text.emptyTitle}
          </Typography>
          <Typography color="text.secondary">{text.emptyText}</Typography>
        </Box>
      ) : (
        <>
          <Typography component="h2" sx={visuallyHidden}>
            {text.heading}
          </Typography>
          <FilmographyControls
            found={foundCount(i18n, count, kind)}
            sort={sort}
            onSortChange={(next) => show({ ...query, sort: next, page: 1 })}
          />
          {pastEnd ? (
            <PageOutOfRangeNotice
              page={page}
              totalPages={totalPages}
              firstPage={hrefFor({ ...query, page: 1 })}
              message={t`There is no page ${page} here: ${name}'s ${listed} fill ${plural(
                totalPages,
                {
                  one: '# page',
                  other: '# pages',
                },
              )}.`}
            />
          ) : (
            <>
              <FilmographyGrid items={items} columns={columns} label={text.heading} />
              <PaginationBar page={page} totalPages={totalPages} pageHref={pageHref} />
            </>
          )}
        </>
      )}
    </PageWidth>
  );
}

/** The person the slug names (the filmography is drawn from their credits). */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        return [fetchActor(dispatch, params.slug)];
      }
    : undefined;
