/**
 * Modules loaded ahead of their first render. `preload(loader)` starts a lazily loaded module once
 * (the same loader function is the key, so every caller shares one download); `loaded(loader)`
 * gives it synchronously once it has arrived, so a screen whose code came ahead renders at once
 * instead of suspending: no loading fallback and no wait for React's reveal throttle.
 * No dependencies: the start-up (src/loadAdminApp.ts) uses it before React or MUI are needed.
 */
type Loader<M> = () => Promise<M>;

interface Entry {
  promise: Promise<unknown>;
  module?: unknown;
}

const entries = new WeakMap<Loader<unknown>, Entry>();

/** Starts loading once; a failed load is forgotten, so the next call (a retry) fetches again. */
export function preload<M>(loader: Loader<M>): Promise<M> {
  const known = entries.get(loader);
  if (known) return known.promise as Promise<M>;
  const entry: Entry = {
    promise: loader().then(
      (module) => {
        entry.module = module;
        return module;
      },
      (error: unknown) => {
        entries.delete(loader);
        throw error;
      },
    ),
  };
  entries.set(loader, entry);
  return entry.promise as Promise<M>;
}

/** The module when it has arrived, else undefined. */
export function loaded<M>(loader: Loader<M>): M | undefined {
  return entries.get(loader)?.module as M | undefined;
}

/** Starts loading and ignores a failure: the screen shows it (with a retry) when it renders. */
export function prefetch(loader: Loader<unknown>): void {
  preload(loader).catch(() => undefined);
}
