import type { MediaType } from '@common/mediaType';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectWatchRegion, watchRegionChosen } from '@/features/profile/profileSlice';
import { LazyWhereToWatch } from '@/features/whereToWatch/LazyWhereToWatch';

export interface WhereToWatchTitleProps {
  type: MediaType;
  id: number;
  title: string;
}

/** Where to watch with the visitor's remembered region (the profile's). */
export default function WhereToWatchWithRegion({ type, id, title }: WhereToWatchTitleProps) {
  const region = useAppSelector(selectWatchRegion);
  const dispatch = useAppDispatch();
  return (
    <LazyWhereToWatch
      type={type}
      id={id}
      title={title}
      region={region}
      onRegionChange={(code) => dispatch(watchRegionChosen(code))}
    />
  );
}
