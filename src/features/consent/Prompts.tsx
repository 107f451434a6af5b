import { useAppDispatch } from '@/app/hooks';
import { useNextTask } from '@/hooks/useNextTask';
import type { SiteConfig } from '@/services/site';
import { DEFAULT_SITE } from '@/services/site';

import { AnnouncementBanner } from './AnnouncementBanner';
import { ConsentDialog } from './ConsentDialog';
import { allCookiesAccepted, domainNoticeAccepted, essentialCookiesAccepted } from './consentSlice';
import { NoticeDialog } from './NoticeDialog';
import type { Prompt } from './prompts';

interface PromptsProps {
  /** The modal open now (src/app/SitePrompts decides), or none. */
  modal: 'consent' | 'notice' | null;
  banner: boolean;
  site: SiteConfig | undefined;
  /** Closed without a choice stored: away for the rest of the session. */
  onDismiss: (prompt: Prompt) => void;
}

/**
 * The first-visit prompts (spec section 4), a chunk of their own: the cookie consent modal, the domain
 * notice and the announcement banner.
 */
export default function Prompts({ modal, banner, site = DEFAULT_SITE, onDismiss }: PromptsProps) {
  const dispatch = useAppDispatch();
  // A modal opens in a task after the prompts' own: the chunk's first render and the dialog's (its
  // styles, the browser's modal) are two short tasks rather than one long one (see PromptDialog).
  const opening = useNextTask();
  return (
    <>
      <ConsentDialog
        open={opening && modal === 'consent'}
        siteName={site.name}
        accounts={site.accounts === true}
        onAcceptAll={() => dispatch(allCookiesAccepted())}
        onEssentialOnly={() => dispatch(essentialCookiesAccepted())}
        onDismiss={() => onDismiss('consent')}
      />
      {site.notice && (
        <NoticeDialog
          open={opening && modal === 'notice'}
          siteName={site.name}
          text={site.notice}
          onAccept={() => dispatch(domainNoticeAccepted())}
          onDismiss={() => onDismiss('notice')}
        />
      )}
      {banner && site.announcement && (
        <AnnouncementBanner
          text={site.announcement}
          link={site.announcementLink ?? null}
          onDismiss={() => onDismiss('announcement')}
        />
      )}
    </>
  );
}
