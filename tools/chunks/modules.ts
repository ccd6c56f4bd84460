/**
 * The modules the build's chunking names (tools/vite-chunks.ts) and how it tells Wisuda's own
 * modules from the libraries', in this repository and in an installation (where Wisuda is itself
 * in node_modules).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const src = (file: string) => path.join(root, 'src', file);

export const PUBLIC_ENTRY = src('main.tsx');
/** The declarations, which import the installation's wisuda.config.ts. */
export const DECLARATIONS = path.join(root, 'domain', 'resources', 'index.ts');
export const START = src('loadAdminApp.ts');
export const ROUTE_PRELOAD = src('routePreload.ts');
export const LANGUAGE_PROVIDER = src('providers/i18nProvider.ts');
/** The admin app and its layout: what every signed-in page loads before its screen. */
export const FRAME = [src('AdminShell.tsx'), src('layout/ShellLayout.tsx')];
/**
 * The modules whose lazy imports the public shell itself opens: the account pages and the
 * languages. Other lazy imports of its modules (the admin app, the screens the resource
 * declarations name, the MUI account pages' frame) are the admin app's.
 */
export const PUBLIC_LAZY_LOADERS = [src('pages/accountRoutes.tsx'), src('i18n/messageLoaders.ts')];

/**
 * A module's path below Wisuda's own folder: in an installation Wisuda is itself in node_modules,
 * and its own sources are the app's, not a library.
 */
export const own = (id: string) => (id.startsWith(root + path.sep) ? id.slice(root.length) : id);
export const isLibrary = (id: string) => own(id).includes(`${path.sep}node_modules${path.sep}`);
export const library = (pattern: RegExp) => (id: string) => pattern.test(own(id));
