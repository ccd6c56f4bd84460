/**
 * Open/closed state of the sidebar (docs/product.md#layout: closed by default below about 1007 px; a drawer
 * below the 991 px layout breakpoint).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';

export const SIDEBAR_OPEN_MIN_WIDTH = 1007;
export const DRAWER_MAX_WIDTH = 991;

interface ShellState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** True below the layout breakpoint: the sidebar is a temporary drawer over the page. */
  drawer: boolean;
}

const ShellContext = createContext<ShellState>({ open: false, setOpen: () => undefined, drawer: false });

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const wide = useMediaQuery(`(min-width:${SIDEBAR_OPEN_MIN_WIDTH}px)`, { noSsr: true });
  const drawer = useMediaQuery(`(max-width:${DRAWER_MAX_WIDTH - 0.02}px)`, { noSsr: true });
  const [open, setOpen] = useState(wide);
  // Crossing the breakpoint resets the sidebar to that width's default.
  useEffect(() => setOpen(wide), [wide]);
  return <ShellContext.Provider value={{ open, setOpen, drawer }}>{children}</ShellContext.Provider>;
}

export function useShellState(): ShellState {
  return useContext(ShellContext);
}
