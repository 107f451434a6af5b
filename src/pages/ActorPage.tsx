import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { PageWidth } from '@/components/PageWidth';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useMemo } from 'react';
import { useParams } from 'react-router-dom';

import { actorDescription } from '@common/personDescriptions';
import { personTitleCount } from '@common/personCredits';
import type { PersonDetails } from '@common/tmdb';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { ActorFacts } from '@/features/actor/ActorFacts';
import {
  ActorLoadError,
  ActorNotFound,
  usePreloadedFailures,
} from '@/features/actor/actorFailures';
import { ActorPhoto } from '@/features/actor/ActorPhoto';
import { Biography } from '@/features/actor/Biography';
import { creditCount, creditWords } from '@/features/actor/creditWords';
import { filmographyPath } from '@/features/actor/filmographyUrl';
import { SocialLinks } from '@/features/actor/SocialLinks';
import { socialLinks } from '@/features/actor/socialLinks';
import { fetchActor, useActorLookup } from '@/features/actor/useActorLookup';
import { useCanonicalSlug } from '@/hooks/useCanonicalSlug';
import { departmentNoun, profileSections } from '@/lib/filmography';
import { toSlug } from '@/lib/slug';
import type { PageData } from '@/app/hooks';

// The credit rows under the profile, in their own chunk: rendered by the server with the page, they
// hydrate once it is here (below the fold on a phone), so the profile's first load does not carry
// them or their cards.
const AppearancesSection = lazy(() =>
  import(/* webpackChunkName: "actor-appearances" */ '@/features/actor/AppearancesSection').then(
    (module) => ({ default: module.AppearancesSection }),
  ),
);

/**
 * /actor/:slug: a person's photo, facts, social links and biography, then their movie and TV credits
 * (the 20 most popular of each) with links to the full filmography: an actor's appearances, a
 * director's or writer's crew credits, and for someone who does both, the other role's after.
 */
export default function ActorPage() {
  const { t } = useLingui();
  const { slug } = useParams();
  const lookup = useActorLookup(slug);
  usePreloadedFailures();
  const person = lookup.status === 'ready' ? lookup.person : undefined;
  // A name slug (/actor/brad-pitt) becomes the canonical id slug once the person is known.
  useCanonicalSlug(slug, person ? toSlug(person.id, person.name) : undefined);

  if (lookup.status === 'loading') {
    return (
      <>
        <PageTitle>{t`Actor`}</PageTitle>
        <meta name="description" content={t`An actor's profile, biography and filmography.`} />
        <LoadingScreen text={t`Loading Actor Details`} />
      </>
    );
  }
  if (lookup.status === 'notFound') {
    return <ActorNotFound message={lookup.message} />;
  }
  if (lookup.status === 'failed') {
    const { message } = lookup;
    return (
      <>
        <PageTitle>{t`Error Loading Data`}</PageTitle>
        <meta name="description" content={t`The actor's details could not be loaded.`} />
        <ActorLoadError onRetry={lookup.retry} unreachable={lookup.code === 'FETCH_ERROR'}>
          <Typography>
            <Trans>Failed to fetch actor data after 3 attempts: {message}</Trans>
          </Typography>
        </ActorLoadError>
      </>
    );
  }
  return <ActorProfile person={lookup.person} />;
}

function ActorProfile({ person }: { person: PersonDetails }) {
  const { i18n, t } = useLingui();
  const slug = toSlug(person.id, person.name);
  const department = person.known_for_department;
  const credits = person.combined_credits;
  const noun = departmentNoun(department);
  const description = actorDescription(i18n, {
    name: person.name,
    department,
    movies: personTitleCount(credits, 'movie'),
    shows: personTitleCount(credits, 'tv'),
  });
  const sections = useMemo(
    () => profileSections({ known_for_department: department, combined_credits: credits }),
    [department, credits],
  );

  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle>{person.name}</PageTitle>
      <meta name="description" content={description} />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'center', md: 'flex-start' },
          gap: { xs: 3, md: 5 },
        }}
      >
        <Box sx={{ flex: 'none', width: { xs: 200, sm: 240, md: 300 } }}>
          <ActorPhoto name={person.name} path={person.profile_path} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'grid', gap: 3 }}>
          <Typography variant="h1" sx={{ textAlign: { xs: 'center', md: 'left' } }}>
            {person.name}
          </Typography>
          <ActorFacts person={person} />
          <SocialLinks name={person.name} links={socialLinks(person)} />
          <Biography name={person.name} text={person.biography} />
        </Box>
      </Box>
      <Suspense fallback={null}>
        {sections.map(({ role, kind, credits, primary }) => {
          const words = creditWords(i18n, role, kind, noun);
          const count = creditCount(i18n, credits.length, role, kind, String(credits.length));
          return (
            <AppearancesSection
              key={`${role}-${kind}`}
              title={words.section}
              credits={credits}
              viewAllTo={filmographyPath(slug, kind, primary ? undefined : role)}
              viewAllLabel={t`View All ${count}`}
              emptyTitle={words.emptyTitle}
              emptyText={words.emptyText}
            />
          );
        })}
      </Suspense>
    </PageWidth>
  );
}

/** The person the slug names. */
export const pageData: PageData | undefined =
  process.env.MARQUEE_SSR === 'true'
    ? (dispatch, { params }) => {
        return [fetchActor(dispatch, params.slug)];
      }
    : undefined;
