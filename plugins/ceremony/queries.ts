/**
 * The keys the ceremony's screens cache their reads under (react-query, the app's QueryClient), so
 * a change made on one screen refreshes what another shows.
 */
export const ceremonyKeys = {
  all: ['ceremony'] as const,
  own: ['ceremony', 'me'] as const,
  ownTickets: ['ceremony', 'me', 'tickets'] as const,
  ownRecording: ['ceremony', 'me', 'recording'] as const,
  ownStagePhotos: ['ceremony', 'me', 'stage-photos'] as const,
  /** A read of one acara (`lineup`, `waiting`, `counts`, `stage-photos`); '' before one is chosen. */
  ofAcara: (what: string, acara: number | '') => ['ceremony', what, acara] as const,
  galleryPhotos: (ids: string) => ['ceremony', 'gallery-photos', ids] as const,
};

/**
 * A refusal (403, 422) answers the same when asked again, and the screens showed the first failure
 * at once before they read through react-query: no retries.
 */
export const NO_RETRY = { retry: false } as const;
