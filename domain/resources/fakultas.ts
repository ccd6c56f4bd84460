import { builtinResource } from './declare';

/** Fakultas (Politeknik call it "jurusan"; same table). */
export const fakultas = builtinResource('fakultas', {
  table: 'fakultas',
  apiPath: '/data-induk/pt/fakultas',
  route: '/master/perguruan-tinggi/fakultas',
  title: 'Fakultas',
  fields: {
    pt_id: { type: 'reference', reference: 'perguruanTinggi', required: true, label: 'Perguruan Tinggi' },
    kode: { type: 'text', maxLength: 20, label: 'Kode' },
    nama: { type: 'text', required: true, maxLength: 150, uniqueWith: ['pt_id'], label: 'Nama' },
    dekan: { type: 'text', maxLength: 150, label: 'Dekan' },
  },
  labelField: 'nama',
  listColumns: ['pt_id', 'kode', 'nama', 'dekan'],
  searchFields: ['kode', 'nama', 'dekan'],
  filterFields: ['pt_id'],
  sortFields: ['pt_id', 'kode', 'nama', 'dekan'],
  defaultSort: { field: 'nama', order: 'ASC' },
  optionFilters: ['pt_id'],
  optionFields: ['pt_id', 'kode'],
  optionsForAnyCaller: true,
  menu: { group: 'master', parent: 'perguruanTinggi', icon: 'AccountBalance', order: 3 },
});
