import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { belowHeader } from '../../src/layout/headerOffset';

describe('belowHeader', () => {
  it("places a sticky element below the header at each of the toolbar's heights (and its border)", () => {
    const theme = createTheme();
    expect(belowHeader(theme, 48)).toEqual({
      top: 56 + 1 + 48,
      '@media (min-width:0px)': { '@media (orientation: landscape)': { top: 48 + 1 + 48 } },
      '@media (min-width:600px)': { top: 64 + 1 + 48 },
    });
    expect(belowHeader(theme).top).toBe(57);
  });
});
