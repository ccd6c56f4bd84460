import { useDeferredValue, type ReactNode } from 'react';

/**
 * Mounts its children in React's interruptible background pass instead of inside the update that
 * first shows them (the one the sign-in check answers, which React must finish in one go). The
 * protected layout with its first screen is the largest render of the app: in one go it held the
 * main thread for a long task (three quarters of a second on a slow phone) in which no tap or key
 * was answered; in the background pass React yields to the browser every few milliseconds.
 */
export function BackgroundMount({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
