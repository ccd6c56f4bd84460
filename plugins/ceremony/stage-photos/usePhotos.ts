/** The signed addresses of gallery photos the staff's page shows, fetched once per set of ids. */
import { useEffect, useState } from 'react';
import { galleryPhotos, type PagePhoto } from 'wisuda/pages';

export function usePhotos(ids: readonly number[]): Map<number, PagePhoto> {
  const [photos, setPhotos] = useState(new Map<number, PagePhoto>());
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const wanted = key ? key.split(',').map(Number) : [];
    galleryPhotos(wanted).then(
      (rows) => live && setPhotos(new Map(rows.map((p) => [p.id, p]))),
      () => live && setPhotos(new Map()),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return photos;
}
