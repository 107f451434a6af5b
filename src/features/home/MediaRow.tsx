import { useDeferredValue } from 'react';
import type { Ref } from 'react';

import { MediaCard } from '@/components/MediaCard';
import { cardKey } from '@/lib/mediaItem';
import type { CardItem } from '@/lib/mediaItem';

import { ContentRow } from './ContentRow';

interface MediaRowProps {
  title: string;
  to: string;
  items: CardItem[];
  isLoading: boolean;
  isError: boolean;
  /** Movie / TV Series badges, for rows that mix both. */
  showType?: boolean;
  /** The row's section element (a row that loads when near the screen watches it). */
  ref?: Ref<HTMLElement>;
}

/**
 * A home row of media cards. Spec: errors of these rows are not shown, so a failed or empty row leaves
 * no trace and the rest of the page carries on.
 */
export function MediaRow({
  title,
  to,
  items,
  isLoading,
  isError,
  showType = false,
  ref,
}: MediaRowProps) {
  // A row's cards come with its answer, a store update that React renders at once and whole (twenty
  // cards, their styles and their commit in one task). Deferred, that render is a background one React
  // splits; the row keeps its loading look until it is done. (A row the server rendered has its cards
  // from the start: nothing is deferred.)
  const shown = useDeferredValue(items);
  const loading = useDeferredValue(isLoading);
  if (isError || (!loading && shown.length === 0)) return null;
  return (
    <ContentRow ref={ref} title={title} to={to} loading={loading}>
      {shown.map((item) => (
        <MediaCard key={cardKey(item)} item={item} showType={showType} />
      ))}
    </ContentRow>
  );
}
