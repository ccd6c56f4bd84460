import { Route } from 'react-router-dom';
import { lazyScreen } from '../layout/lazyScreen';

export const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const ProfilePage = lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage');
const StudentGalleryPage = lazyScreen(() => import('./galeri/StudentGalleryPage'), 'StudentGalleryPage');

const AdminGalleryPage = lazyScreen(() => import('./galeri/AdminGalleryPage'), 'AdminGalleryPage');

/**
 * Protected pages that are not react-admin resources, rendered inside the main layout (behind the
 * route guard). `/dashboard` lives here; `/` is redirected to it by the guard.
 */
export const protectedRoutes = [
  <Route key="dashboard" path="/dashboard" element={<Dashboard />} />,
  <Route key="profile" path="/setting/users/profile" element={<ProfilePage />} />,
  <Route key="galeri-mahasiswa" path="/menu/mahasiswa/galeri" element={<StudentGalleryPage />} />,
  <Route key="galeri-list" path="/menu/galeri/list" element={<AdminGalleryPage />} />,
];
