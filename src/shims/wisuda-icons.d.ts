/** The icons the menu names, made at build time by tools/vite-icons.ts. */
declare module 'virtual:wisuda/icons' {
  import type { SvgIconComponent } from '@mui/icons-material';
  export const ICONS: Record<string, SvgIconComponent>;
}
