import './loadAdminApp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';
import { installNoNativeValidation } from './forms/noNativeValidation';

// the app's own messages beside the fields, never the browser's bubbles, in every form
installNoNativeValidation();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
