import { memo, useDeferredValue, type ComponentType } from 'react';

export interface Answer<T> {
  data: T | undefined;
  error: Error | null;
}

/**
 * A screen drawn from one query's answer, redrawn with each new answer in React's interruptible
 * background pass. react-query hands an answer over in an update that React must finish in one go
 * (useSyncExternalStore); drawing a whole screen with its figures in that update was a long task
 * on a slow phone, in which no tap or key was answered. Here the update renders only the wrapper,
 * whose view keeps what it showed (memo); the view follows a moment later, and React yields to the
 * browser every few milliseconds while it draws it.
 */
export function drawnInBackground<T>(
  useAnswer: () => Answer<T>,
  View: ComponentType<Answer<T>>,
): ComponentType {
  const Drawn = memo(View);
  function DrawnInBackground() {
    const { data, error } = useAnswer();
    return <Drawn data={useDeferredValue(data)} error={useDeferredValue(error)} />;
  }
  DrawnInBackground.displayName = `drawnInBackground(${View.displayName ?? View.name})`;
  return DrawnInBackground;
}
