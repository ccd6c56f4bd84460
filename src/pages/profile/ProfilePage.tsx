import { lazyScreen } from '../../layout/lazyScreen';

/** /setting/users/profile, loaded on demand. */
export const ProfilePage = lazyScreen(() => import('./ProfileView'), 'ProfileView');
