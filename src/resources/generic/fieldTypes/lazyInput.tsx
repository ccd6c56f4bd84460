/**
 * A registry `input` whose component loads with the first form that shows it: inputs the list
 * screens never use (the image upload with its crop dialog, the colour picker, list editors,
 * passwords) stay out of the lists' first screen. Inputs the list filters share (text, number,
 * date, choices, references) stay direct.
 */
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { InputArgs } from './types';

/** `lazyInput(() => import('./formInputs'), 'ImageTypeInput')`. */
export function lazyInput<K extends string>(
  loader: () => Promise<Record<K, ComponentType<InputArgs>>>,
  exportName: K,
): (args: InputArgs) => ReactElement {
  const Input = lazy(async (): Promise<{ default: ComponentType<InputArgs> }> => ({
    default: (await loader())[exportName],
  }));
  return function LazyInput(args) {
    return (
      <Suspense fallback={null}>
        <Input {...args} />
      </Suspense>
    );
  };
}
