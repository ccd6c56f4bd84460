/** stylis ships no types; only its prefixer is used (the RTL emotion cache). */
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}
