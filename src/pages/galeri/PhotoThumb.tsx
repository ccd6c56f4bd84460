import type { Photo } from './types';

/** The blurred placeholder, painted at once under a photo's tile while its thumbnail loads. */
export function placeholderBackground(photo: Pick<Photo, 'placeholder'>) {
  return {
    backgroundImage: photo.placeholder ? `url("${photo.placeholder}")` : undefined,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  } as const;
}

/** A photo's thumbnail filling its square tile, loaded lazily (the tile carries the placeholder). */
export function PhotoThumb({ photo }: { photo: Pick<Photo, 'thumb_url' | 'width' | 'height'> }) {
  return (
    <img
      src={photo.thumb_url}
      alt=""
      loading="lazy"
      decoding="async"
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
