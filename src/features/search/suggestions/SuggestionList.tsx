import { useLingui } from '@lingui/react/macro';
import CollectionsIcon from '@mui/icons-material/VideoLibrary';
import MovieIcon from '@mui/icons-material/Movie';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import TvIcon from '@mui/icons-material/Tv';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useEffect } from 'react';
import type { MouseEvent } from 'react';

import { FallbackImage } from '@/components/FallbackImage';
import { posterColour } from '@/components/GeneratedPoster';
import { HEADER_HEIGHT } from '@/components/layout/Header';
import { imageUrl } from '@/lib/image';
import { REDUCED_MOTION } from '@/lib/motion';
import { typeLabel } from '@/lib/suggestions';
import type { DetailType } from '@/lib/slug';
import type { Suggestion } from '@/lib/suggestions';
import { useImageBase } from '@/services/site';

import type { SuggestionOption } from './suggestionOptions';
import type { SuggestionView } from './useSuggestions';

interface SuggestionListProps {
  listboxId: string;
  options: SuggestionOption[];
  activeId: string | null;
  view: SuggestionView | null;
  /** A newer answer is on its way (what shows may be for an earlier query). */
  pending: boolean;
  /** The pointer moved onto an option. */
  onActivate: (id: string) => void;
  onChoose: (option: SuggestionOption) => void;
}

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});
/** Between one option's entrance and the next. */
const STAGGER_MS = 35;

const THUMB_WIDTH = 36;
const THUMB_HEIGHT = 54;

const TYPE_ICONS: Record<DetailType, typeof MovieIcon> = {
  movie: MovieIcon,
  tv: TvIcon,
  person: PersonIcon,
  collection: CollectionsIcon,
};

/** A filter for one kind of option, typed as that kind. */
const isKind =
  <K extends SuggestionOption['kind']>(kind: K) =>
  (option: SuggestionOption): option is Extract<SuggestionOption, { kind: K }> =>
    option.kind === kind;

/** Each option enters a little after the one above it; not at all for visitors who asked for less motion. */
const entrance = (index: number) => ({
  animation: `${rise} 160ms ease-out both`,
  animationDelay: `${index * STAGGER_MS}ms`,
  [`@media ${REDUCED_MOTION}`]: { animation: 'none' },
});

/** The poster or profile picture (small size), or a placeholder with the type's icon. */
function Thumbnail({ suggestion }: { suggestion: Suggestion }) {
  const base = useImageBase();
  const src = imageUrl(base, suggestion.imagePath, 'w92');
  const Icon = TYPE_ICONS[suggestion.type];
  const frame = {
    flex: 'none',
    width: THUMB_WIDTH,
    height: THUMB_HEIGHT,
    borderRadius: suggestion.type === 'person' ? '18px' : 1,
    overflow: 'hidden',
  } as const;
  return (
    <FallbackImage
      src={src}
      // The title beside it says what it shows.
      sx={{ ...frame, display: 'block', objectFit: 'cover', bgcolor: 'grey.900' }}
      fallback={
        <Box
          aria-hidden
          data-placeholder
          sx={{
            ...frame,
            display: 'grid',
            placeItems: 'center',
            // Undecided image base: a neutral box until the server says; missing: the id's colour.
            bgcolor:
              base === undefined && suggestion.imagePath ? 'grey.900' : posterColour(suggestion.id),
            color: 'common.white',
          }}
        >
          <Icon fontSize="small" />
        </Box>
      }
    />
  );
}

/** Type label and year (spec: a year for titles, none for people; collections show their icon). */
function Facts({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useLingui();
  const label = t(typeLabel(suggestion.type));
  return (
    <Box
      component="span"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.8rem',
      }}
    >
      {suggestion.type === 'collection' ? (
        <CollectionsIcon titleAccess={label} sx={{ fontSize: '1rem', color: 'primary.main' }} />
      ) : (
        <span>{label}</span>
      )}
      {suggestion.year && (
        <>
          <span aria-hidden>·</span>
          <span>{suggestion.year}</span>
        </>
      )}
    </Box>
  );
}

/**
 * The suggestions popup of the header's combobox: the listbox of suggestions, 'Did you mean:'
 * corrections and 'See all results', with 'No results found' when nothing matched. It never takes
 * focus (mousedown is cancelled): the input keeps it and names the active option.
 */
export function SuggestionList({
  listboxId,
  options,
  activeId,
  view,
  pending,
  onActivate,
  onChoose,
}: SuggestionListProps) {
  const { t } = useLingui();
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const optionProps = (option: SuggestionOption) => ({
    id: option.id,
    role: 'option',
    'aria-selected': option.id === activeId,
    'data-active': option.id === activeId || undefined,
    onMouseMove: () => {
      if (option.id !== activeId) onActivate(option.id);
    },
    onClick: () => onChoose(option),
  });

  const suggestions = options.filter(isKind('suggestion'));
  const corrections = options.filter(isKind('correction'));
  const all = options.find(isKind('all'));
  const allQuery = all?.query;
  const nothingFound = view !== null && view.settled && view.items.length === 0;
  const query = view?.query;
  const didYouMean = t`Did you mean:`;

  return (
    <Box
      // Keeps focus in the input when an option or the scrollbar is pressed.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
      // Under 640 px the list scrolls (40vh). The arrow keys scroll it from the input (the active
      // option is scrolled into view); being focusable, it scrolls by keyboard on its own too, as
      // axe's scrollable-region rule asks (Tab reaches it only as the input's blur closes the list).
      tabIndex={0}
      sx={{
        position: { xs: 'fixed', sm: 'absolute' },
        top: { xs: HEADER_HEIGHT - 4, sm: 'calc(100% + 6px)' },
        left: { xs: 8, sm: 0 },
        right: { xs: 8, sm: 0 },
        maxHeight: { xs: '40vh', sm: '60vh' },
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        py: 0.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        border: ({ palette }) => `1px solid ${palette.overlay.outline}`,
        boxShadow: ({ palette }) => `0 12px 32px ${palette.overlay.shadow}`,
        color: 'text.primary',
      }}
    >
      {view === null && (
        <Box
          sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: '0.9rem' }}
        >{t`Searching...`}</Box>
      )}
      {nothingFound && (
        <Box sx={{ px: 2, py: 1.5, color: 'text.secondary', fontSize: '0.9rem' }}>
          {t`No results found for ${query}`}
        </Box>
      )}
      <Box
        role="listbox"
        id={listboxId}
        aria-label={t`Search suggestions`}
        aria-busy={pending || undefined}
        sx={{
          '& [role="option"]': { cursor: 'pointer' },
          // The active option, whether the arrow keys or the pointer put it there.
          '& [data-active]': { bgcolor: 'action.selected' },
        }}
      >
        {suggestions.map(({ suggestion, ...option }, index) => {
          return (
            <Box
              key={option.id}
              {...optionProps({ ...option, suggestion })}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                px: 1.5,
                py: 0.75,
                ...entrance(index),
              }}
            >
              <Thumbnail suggestion={suggestion} />
              <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                <Box
                  component="span"
                  sx={{
                    fontWeight: 600,
                    lineHeight: 1.3,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {suggestion.title}
                </Box>
                <Facts suggestion={suggestion} />
              </Box>
            </Box>
          );
        })}
        {corrections.length > 0 && (
          <Box
            role="group"
            aria-label={didYouMean}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
          >
            <Box component="span" aria-hidden sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
              {didYouMean}
            </Box>
            {corrections.map((option, index) => (
              <Box
                key={option.id}
                {...optionProps(option)}
                sx={{
                  px: 1.25,
                  py: 0.25,
                  borderRadius: 999,
                  fontSize: '0.85rem',
                  border: ({ palette }) => `1px solid ${palette.overlay.outline}`,
                  '&[data-active]': { borderColor: 'primary.main' },
                  ...entrance(suggestions.length + index),
                }}
              >
                {option.text}
              </Box>
            ))}
          </Box>
        )}
        {all && (
          <Box
            {...optionProps(all)}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              mt: 0.5,
              px: 2,
              py: 1,
              borderTop: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
              color: 'primary.main',
              fontWeight: 600,
              fontSize: '0.9rem',
            }}
          >
            <SearchIcon fontSize="small" aria-hidden />
            <span>{t`See all results for ${allQuery}`}</span>
          </Box>
        )}
      </Box>
    </Box>
  );
}
