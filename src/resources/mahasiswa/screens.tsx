/**
 * Mahasiswa screens: the generated list with the CSV/XLSX import in its toolbar; create and edit
 * (./forms.tsx: the sign-in account, the live predikat suggestion) load only when a form opens, so
 * the list's first screen carries no form code.
 */
import type { ScreenProps } from '../../../domain/resource';
import { lazyScreen } from '../../layout/lazyScreen';
import { GenericList } from '../generic/GenericList';
import { ImportButton } from './ImportButton';

export const list = ({ def }: ScreenProps) => (
  <GenericList def={def} extraActions={<ImportButton def={def} />} />
);
export const create = lazyScreen(() => import('./forms'), 'MahasiswaCreate');
export const edit = lazyScreen(() => import('./forms'), 'MahasiswaEdit');
