/**
 * The dashboard widgets of the installation's plugins (definePlugin `widgets`), each loaded when the
 * dashboard first shows it: their code is in chunks of their own, never in the first screens'.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Skeleton } from '@mui/material';
import type { WidgetConfig } from '../../../domain/config/types';
import { CONFIG_WIDGETS } from '../../../domain/resources';
import { LiteBoundary } from '../../layout/LiteBoundary';

const loaded = new Map<string, LazyExoticComponent<ComponentType>>();
const lazyWidget = (w: WidgetConfig) => {
  let c = loaded.get(w.id);
  if (!c) loaded.set(w.id, (c = lazy(w.component)));
  return c;
};

/** The widgets of `place`, in the plugins' order; nothing when no plugin adds one. */
export function PluginWidgets({
  place,
  widgets = CONFIG_WIDGETS,
}: {
  place: WidgetConfig['place'];
  widgets?: readonly WidgetConfig[];
}) {
  const shown = widgets.filter((w) => w.place === place);
  if (!shown.length) return null;
  return (
    <>
      {shown.map((w) => {
        const Widget = lazyWidget(w);
        return (
          <Box key={w.id} data-testid={`widget-${w.id}`}>
            <LiteBoundary>
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <Widget />
              </Suspense>
            </LiteBoundary>
          </Box>
        );
      })}
    </>
  );
}
