import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import type { MediaType } from '@common/mediaType';
import { regionCodes, regionName } from '@/lib/regionNames';
import type { StreamingService } from '@/lib/streamingServices';
import { MAX_STREAMING_SERVICES } from '@/lib/streamingServices';
import { useGetProviderListQuery } from '@/services/watchProviders';

import { LabelledSelect } from './LabelledSelect';
import { TextInput } from './TextInput';

/** Above this many services a search field helps find one (TMDB lists well over a hundred in the US). */
const SEARCH_FROM = 10;

interface ServicesPickerProps {
  mediaType: MediaType;
  /** The region whose services are listed (the profile's, or the browser's). */
  region: string;
  chosen: readonly StreamingService[];
  onRegionChange: (code: string) => void;
  onChosenChange: (services: StreamingService[]) => void;
  /** Closes the picker (focus then goes back to the button that opened it). */
  onDone: () => void;
}

/**
 * Where the visitor says which streaming services they have: a region, and that region's services
 * (TMDB's list, in its display order) as checkboxes, saved as they are ticked. Services chosen in
 * another region stay listed, so they can be unticked here too.
 */
export function ServicesPicker({
  mediaType,
  region,
  chosen,
  onRegionChange,
  onChosenChange,
  onDone,
}: ServicesPickerProps) {
  const headingId = useId();
  const [search, setSearch] = useState('');
  const { currentData, isError, isFetching, refetch } = useGetProviderListQuery({
    type: mediaType,
    region,
  });
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const name = regionName(region, locale);
  const chosenIds = useMemo(() => new Set(chosen.map((service) => service.id)), [chosen]);

  const services = useMemo(() => {
    const listed = (currentData?.results ?? []).map((provider) => ({
      id: provider.provider_id,
      name: provider.provider_name,
    }));
    const ids = new Set(listed.map((service) => service.id));
    return [...listed, ...chosen.filter((service) => !ids.has(service.id))];
  }, [currentData, chosen]);
  const typed = search.trim();
  const wanted = typed.toLocaleLowerCase();
  const shown = wanted
    ? services.filter((service) => service.name.toLocaleLowerCase().includes(wanted))
    : services;
  const full = chosen.length >= MAX_STREAMING_SERVICES;
  // A browser's region Intl does not name is still offered, by its code.
  const named = regionCodes(locale);
  const regions = named.includes(region) ? named : [region, ...named];

  const toggle = (service: StreamingService, on: boolean) =>
    onChosenChange(on ? [...chosen, service] : chosen.filter((other) => other.id !== service.id));

  let body;
  if (currentData) {
    body =
      services.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t`No streaming services are known for ${name}.`}
        </Typography>
      ) : (
        <>
          {services.length > SEARCH_FROM ? (
            <TextInput label={t`Find a service`} value={search} onChange={setSearch} />
          ) : null}
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              maxHeight: 220,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1,
            }}
          >
            {shown.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                {t`No service's name holds “${typed}”.`}
              </Typography>
            ) : (
              shown.map((service) => {
                const on = chosenIds.has(service.id);
                return (
                  <FormControlLabel
                    key={service.id}
                    label={service.name}
                    control={
                      <Checkbox
                        size="small"
                        checked={on}
                        disabled={!on && full}
                        onChange={(event) => toggle(service, event.target.checked)}
                      />
                    }
                  />
                );
              })
            )}
          </Box>
        </>
      );
  } else if (isError && !isFetching) {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography role="alert" variant="body2">
          {t`The streaming services of ${name} could not be loaded.`}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => void refetch()}>
          {t`Try Again`}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Typography role="status" variant="body2" color="text.secondary">
        {t`Loading the streaming services of ${name}…`}
      </Typography>
    );
  }

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, fontSize: '0.95rem' }}>
        {t`Your streaming services`}
      </Typography>
      <LabelledSelect label={t`Region`} value={region} onChange={onRegionChange} minWidth={200}>
        {regions.map((code) => (
          <option key={code} value={code}>
            {regionName(code, locale)}
          </option>
        ))}
      </LabelledSelect>
      {body}
      <Box>
        <Button size="small" variant="outlined" color="inherit" onClick={onDone}>
          {t`Done`}
        </Button>
      </Box>
    </Box>
  );
}
