/**
 * What an in-app link's listener (./AppLinks.tsx) calls when the pointer or the keyboard focus
 * reaches a link: the route preloader (src/routePreload.ts) puts itself here when it loads. The
 * layout cannot import the preloader, which imports the screens' loaders and through them this
 * layout; the start-up (src/loadAdminApp.ts) loads it beside the admin app.
 */
type PreloadAt = (path: string) => void;

let preloadAt: PreloadAt | undefined;

export function setLinkPreload(preload: PreloadAt): void {
  preloadAt = preload;
}

/** Starts the screen code of `path` (nothing until the preloader has loaded). */
export function preloadLinkTarget(path: string): void {
  preloadAt?.(path);
}
