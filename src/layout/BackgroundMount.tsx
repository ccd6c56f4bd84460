import { startTransition, useDeferredValue, useEffect, useState, type ReactNode } from 'react';

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

/**
 * Mounts its children in a background pass of their own, once what mounted it is on the screen:
 * the layout shows (with its page heading) while the screen inside it is still drawn, and the two
 * are committed in two shorter tasks rather than one (React cannot split the commit of one pass).
 */
export function AfterFirstCommit({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
