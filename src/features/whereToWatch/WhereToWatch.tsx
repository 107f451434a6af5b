import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';

import type { MediaType } from '@common/mediaType';
import type { WatchOffer } from '@common/tmdb';
import { FallbackImage } from '@/components/FallbackImage';
import { posterColour } from '@/components/GeneratedPoster';
import { LabelledSelect } from '@/components/LabelledSelect';
import { imageUrl } from '@/lib/image';
import { visuallyHidden } from '@/lib/visuallyHidden';
import {
  browserRegion,
  isRegionCode,
  offerGroups,
  offersLink,
  regionChoices,
  regionName,
} from '@/lib/watchOffers';
import { useImageBase } from '@/services/site';
import { useGetWatchProvidersQuery } from '@/services/watchProviders';

import { WHERE_TO_WATCH_MIN_HEIGHT } from './layout';

/** TMDB's terms ask that JustWatch, where the offers come from, is credited beside them. */
export const JUSTWATCH_URL = 'https://www.justwatch.com';

/** The empty state for a region (the wording). */
export const noOffersText = (i18n: I18n, region: string) =>
  i18n._(msg`No streaming offers known for ${region}`);

const LOGO_SIZE = 36;

export interface WhereToWatchProps {
  type: MediaType;
  id: number;
  /** The title's name, for the loading and failure texts read out to screen readers. */
  title: string;
  /** The region the visitor chose before (the profile's), or null to follow the browser's language. */
  region: string | null;
  /** Remembers a newly chosen region (the page dispatches the profile's `watchRegionChosen`). */
  onRegionChange: (code: string) => void;
  /** The section heading's level: 2 under the page title (default), 3 inside another section. */
  headingLevel?: 2 | 3;
}

/** A link that opens in a new tab and says so to screen readers. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="always" color="inherit">
      {children}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </Box>
    </Link>
  );
}

/** The service's logo, or its initial on its own colour when images are off or the logo fails. */
function OfferLogo({ offer, base }: { offer: WatchOffer; base: string | null | undefined }) {
  const box = { width: LOGO_SIZE, height: LOGO_SIZE, borderRadius: 1, flexShrink: 0 } as const;
  const letter = (
    <Box
      aria-hidden
      sx={{
        ...box,
        display: 'grid',
        placeItems: 'center',
        bgcolor: posterColour(offer.provider_id),
        color: 'common.white',
        fontWeight: 700,
      }}
    >
      {offer.provider_name.trim().charAt(0).toUpperCase()}
    </Box>
  );
  return (
    <FallbackImage
      src={imageUrl(base, offer.logo_path, 'w92')}
      fallback={letter}
      sx={{ ...box, objectFit: 'cover', display: 'block' }}
    />
  );
}

function OfferGroupList({
  label,
  offers,
  headingLevel,
  base,
}: {
  label: MessageDescriptor;
  offers: WatchOffer[];
  headingLevel: 3 | 4;
  base: string | null | undefined;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <Box>
      <Typography
        id={headingId}
        component={`h${headingLevel}`}
        sx={{ fontSize: '0.875rem', fontWeight: 700, color: 'text.secondary', mb: 1 }}
      >
        {t(label)}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          gap: 1,
          // Two even columns on a phone; a row that wraps where there is room.
          display: { xs: 'grid', sm: 'flex' },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          flexWrap: 'wrap',
        }}
      >
        {offers.map((offer) => (
          <Box
            component="li"
            key={offer.provider_id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              minWidth: 0,
              maxWidth: '100%',
              py: 0.5,
              pl: 0.5,
              pr: 1.5,
              borderRadius: 1.5,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'overlay.hairline',
            }}
          >
            <OfferLogo offer={offer} base={base} />
            <Typography
              component="span"
              sx={{ fontSize: '0.875rem', fontWeight: 500, overflowWrap: 'anywhere' }}
            >
              {offer.provider_name}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function LoadingOffers({ title }: { title: string }) {
  const { t } = useLingui();
  const block = { bgcolor: 'overlay.hairline', borderRadius: 1.5 } as const;
  return (
    <Box role="status" aria-busy="true" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="span" sx={visuallyHidden}>
        {t`Loading where to watch ${title}`}
      </Box>
      {[0, 1].map((row) => (
        <Box key={row} aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ ...block, width: 64, height: 16 }} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            {[0, 1, 2].map((chip) => (
              <Box
                key={chip}
                sx={{ ...block, width: 140, height: LOGO_SIZE + 10, flexShrink: 1, minWidth: 0 }}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * "Where to watch": the legal services offering the title in the visitor's region (TMDB's watch
 * providers, from JustWatch), grouped as Stream, Free, Rent and Buy, with a region picker that is
 * remembered, TMDB's page of every offer and the JustWatch credit.
 */
export function WhereToWatch({
  type,
  id,
  title,
  region: chosenRegion,
  onRegionChange,
  headingLevel = 2,
}: WhereToWatchProps) {
  const { i18n, t } = useLingui();
  const headingId = useId();
  const base = useImageBase();
  const { currentData, isError, isFetching, refetch } = useGetWatchProvidersQuery({ type, id });
  const region = isRegionCode(chosenRegion) ? chosenRegion : browserRegion();
  const results = currentData?.results;
  const choices = useMemo(
    () => regionChoices(results, region, i18n.locale),
    [results, region, i18n.locale],
  );
  const regionOffers = results?.[region];
  const groups = useMemo(() => offerGroups(regionOffers), [regionOffers]);
  const link = offersLink(regionOffers);
  const name = regionName(region, i18n.locale);

  let body: ReactNode;
  if (currentData) {
    body = (
      <>
        {groups.length === 0 ? (
          <Typography color="text.secondary">{noOffersText(i18n, name)}</Typography>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {groups.map((group) => (
              <OfferGroupList
                key={group.kind}
                label={group.label}
                offers={group.offers}
                headingLevel={headingLevel === 2 ? 3 : 4}
                base={base}
              />
            ))}
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 3,
            rowGap: 1,
            mt: 2,
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
          {link ? (
            <NewTabLink href={link}>{t`See every offer for ${name} on TMDB`}</NewTabLink>
          ) : null}
          <span>
            <Trans>
              Offers by <NewTabLink href={JUSTWATCH_URL}>JustWatch</NewTabLink>
            </Trans>
          </span>
        </Box>
      </>
    );
  } else if (isError && !isFetching) {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography role="alert">{t`The offers for ${title} could not be loaded.`}</Typography>
        <Button variant="outlined" onClick={() => void refetch()} sx={{ minHeight: 44 }}>
          <Trans>Try Again</Trans>
        </Button>
      </Box>
    );
  } else {
    body = <LoadingOffers title={title} />;
  }

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ minHeight: currentData || isError ? undefined : WHERE_TO_WATCH_MIN_HEIGHT }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          rowGap: 1,
          mb: 2,
        }}
      >
        <Typography id={headingId} component={`h${headingLevel}`} variant="h3">
          <Trans>Where to watch</Trans>
        </Typography>
        <LabelledSelect label={t`Region`} value={region} onChange={onRegionChange} minWidth={180}>
          {choices.map((code) => (
            <option key={code} value={code}>
              {regionName(code, i18n.locale)}
            </option>
          ))}
        </LabelledSelect>
      </Box>
      {body}
    </Box>
  );
}
