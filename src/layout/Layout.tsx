/**
 * The main layout of every protected screen. Its code (sidebar, header, menus) is a chunk of its
 * own, loaded on the first protected page: the sign-in page never downloads it.
 */
import { lazyScreen } from './lazyScreen';
import { loadShellLayout } from '../screenLoaders';

export const Layout = lazyScreen(loadShellLayout, 'ShellLayout');
