/**
 * Where the sticky header ends, for sticky elements that sit below it (the list's bulk-action bar).
 * The header is a regular MUI Toolbar (theme.mixins.toolbar: 56, 48 in landscape, 64 from `sm`)
 * plus its 1 px bottom border.
 */
import type { CSSObject, Theme } from '@mui/material';

const HEADER_BORDER = 1;

/** `top` styles placing a sticky element `extra` px below the header at every header height. */
export function belowHeader(theme: Theme, extra = 0): CSSObject {
  const map = (style: CSSObject): CSSObject => {
    const out: CSSObject = {};
    for (const [key, value] of Object.entries(style)) {
      if (key === 'minHeight' && typeof value === 'number') out.top = value + HEADER_BORDER + extra;
      else if (value && typeof value === 'object') out[key] = map(value as CSSObject);
    }
    return out;
  };
  return map(theme.mixins.toolbar as CSSObject);
}
