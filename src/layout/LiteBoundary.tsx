/**
 * Loading and failure of a chunk in the light shell, without MUI (lazyScreen's screens need it):
 * nothing while it loads, and a plain message with a reload button if it fails.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

function Failed() {
  const translate = useTranslate();
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      <p>{translate('app.layout.lazy.error_network')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {translate('app.layout.lazy.reload')}
      </button>
    </div>
  );
}

export class LiteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Loading failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <Failed /> : this.props.children;
  }
}
