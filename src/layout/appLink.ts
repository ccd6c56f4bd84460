/**
 * The props of an anchor opening an app path in place: a plain anchor marked `data-app-link`, whose
 * click the layout's one listener (src/layout/AppLinks.tsx) turns into an in-app navigation. Kept
 * apart from that listener so that a screen drawing such links does not import the route preloading
 * the listener starts (src/routePreload.ts), which imports the screens.
 */
export const appLink = (to: string) => ({ href: to, 'data-app-link': '' });
