/** The signed addresses of gallery photos the staff's page shows, read once per set of ids. */
import { useMemo } from 'react';
import { galleryPhotos, useQuery, type PagePhoto } from 'wisuda/pages';
import { ceremonyKeys, NO_RETRY } from '../queries';

export function usePhotos(ids: readonly number[]): Map<number, PagePhoto> {
  const key = ids.join(',');
  const { data, isError } = useQuery({
    queryKey: ceremonyKeys.galleryPhotos(key),
    queryFn: () => galleryPhotos(key ? key.split(',').map(Number) : []),
    // the photos shown stay while those of the next set of ids load
    placeholderData: (previous) => previous,
    ...NO_RETRY,
  });
  return useMemo(() => new Map(isError ? [] : (data ?? []).map((p) => [p.id, p])), [data, isError]);
}
