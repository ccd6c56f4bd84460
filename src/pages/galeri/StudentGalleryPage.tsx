import { lazyScreen } from '../../layout/lazyScreen';

/** /menu/mahasiswa/galeri, loaded on demand (the gallery code stays out of the first chunk). */
export const StudentGalleryPage = lazyScreen(() => import('./StudentGallery'), 'StudentGallery');
