/**
 * Screens loaded on demand (docs/product.md#failures): `lazyScreen(() => import('./X'))` (default export) or
 * `lazyScreen(() => import('./X'), 'NamedExport')`. A module started ahead with `preload` from
 * ./preload.ts (the same loader function) renders without a loading state once it has arrived. A
 * chunk or style sheet that fails, or takes longer than 120 s, shows a clear error with a retry
 * button instead of a blank page.
 */
import {
  Component,
  Suspense,
  lazy,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslate } from 'react-admin';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from '@mui/material';
import { loaded, preload } from './preload';

/** docs/product.md#failures: a chunk that has not arrived after 120 000 ms counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

const CHUNK_MESSAGE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch|error loading dynamically/i;

export function isChunkError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message));
}

/** Rejects with a ChunkLoadError when the promise has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkError(error)
            ? error
            : new ChunkLoadError(String((error as Error)?.message ?? error), { cause: error }),
        );
      },
    );
  });
}

// Vite fires `vite:preloadError` when a chunk's preload (its CSS or modulepreload) fails; the import
// then rejects and the boundary below shows the error. After a new deployment the old file names are
// gone, so a full reload is the remedy that works: the error screen offers it first.
let preloadFailed = false;
if (typeof window !== 'undefined') {
  window.addEventListener('vite:preloadError', () => {
    preloadFailed = true;
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- component props are checked by the caller's ComponentType<P>
type AnyComponent = ComponentType<any>;
type Loader = () => Promise<Record<string, unknown>>;
type Pick = (module: Record<string, unknown>) => unknown;

export function ScreenLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={translate('app.layout.lazy.loading')} />
    </Box>
  );
}

function ScreenError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  const chunk = isChunkError(error);
  const timedOut = chunk && /timed out/.test(error.message);
  const reload = () => window.location.reload();
  return (
    <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      <Alert severity="error" role="alert" sx={{ maxWidth: 560, width: '100%' }}>
        <AlertTitle>
          {translate(chunk ? 'app.layout.lazy.error_title' : 'app.layout.lazy.error_other_title')}
        </AlertTitle>
        {translate(
          timedOut
            ? 'app.layout.lazy.error_timeout'
            : chunk
              ? 'app.layout.lazy.error_network'
              : 'app.layout.lazy.error_other',
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" color="error" onClick={preloadFailed ? reload : onRetry}>
            {translate(preloadFailed ? 'app.layout.lazy.reload' : 'app.layout.lazy.retry')}
          </Button>
          {!preloadFailed && (
            <Button variant="outlined" color="error" onClick={reload}>
              {translate('app.layout.lazy.reload')}
            </Button>
          )}
        </Stack>
      </Alert>
    </Box>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a failed chunk (or a screen that throws) and offers to try again. */
export class ScreenErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ScreenError error={this.state.error} onRetry={this.retry} />;
    return this.props.children;
  }
}

export function lazyScreen<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  options?: { timeoutMs?: number },
): ComponentType<P>;
export function lazyScreen<P extends object, K extends string>(
  loader: () => Promise<{ [key in K]: ComponentType<P> }>,
  exportName: K,
  options?: { timeoutMs?: number },
): ComponentType<P>;
/** `pick` chooses the component from the module (a declaration's screens module, say). */
export function lazyScreen<P extends object, M>(
  loader: () => Promise<M>,
  pick: (module: M) => ComponentType<P> | undefined,
  options?: { timeoutMs?: number },
): ComponentType<P>;
export function lazyScreen(
  loader: Loader,
  exportOrOptions?: string | Pick | { timeoutMs?: number },
  maybeOptions?: { timeoutMs?: number },
): AnyComponent {
  const exportName = typeof exportOrOptions === 'string' ? exportOrOptions : 'default';
  const pick: Pick = typeof exportOrOptions === 'function' ? exportOrOptions : (module) => module[exportName];
  const options = (typeof exportOrOptions === 'object' ? exportOrOptions : maybeOptions) ?? {};
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const componentOf = (module: Record<string, unknown>) => pick(module) as AnyComponent | undefined;
  const make = (): LazyExoticComponent<AnyComponent> =>
    lazy(() =>
      withTimeout(preload(loader), timeoutMs).then((module) => {
        const component = componentOf(module);
        if (!component) throw new Error(`The screen module has no export "${exportName}"`);
        return { default: component };
      }),
    );
  // One component shared by every mount: the module itself when it arrived ahead (src/layout/
  // preload.ts), rendered without suspending; else a lazy one. A retry replaces it (React caches a
  // failed import).
  let current: AnyComponent | undefined;

  function LazyScreen(props: object) {
    const [, setAttempt] = useState(0);
    if (!current) {
      const arrived = loaded(loader);
      current = (arrived && componentOf(arrived)) || make();
    }
    const Screen = current;
    return (
      <ScreenErrorBoundary
        onRetry={() => {
          current = make();
          setAttempt((a) => a + 1);
        }}
      >
        <Suspense fallback={<ScreenLoading />}>
          <Screen {...props} />
        </Suspense>
      </ScreenErrorBoundary>
    );
  }
  return LazyScreen;
}
