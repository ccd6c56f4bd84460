import { builtinResource } from './declare';
import { PATTERNS } from '../options';

/** Bentuk perguruan tinggi (PDDikti: 19 Akademi, 20 Politeknik, 21 Sekolah Tinggi, 22 Institut, 23 Universitas, 34 Akademi Komunitas). */
export const bentukPt = builtinResource('bentukPt', {
  table: 'bentuk_pt',
  apiPath: '/data-induk/pt/bentuk-pt',
  route: '/master/perguruan-tinggi/bentuk',
  title: 'Bentuk Perguruan Tinggi',
  fields: {
    kode: {
      type: 'text',
      required: true,
      unique: true,
      maxLength: 10,
      pattern: PATTERNS.digits,
      label: 'Kode',
    },
    nama: { type: 'text', required: true, maxLength: 100, label: 'Nama' },
  },
  labelField: 'nama',
  listColumns: ['kode', 'nama'],
  searchFields: ['kode', 'nama'],
  filterFields: [],
  sortFields: ['kode', 'nama'],
  defaultSort: { field: 'kode', order: 'ASC' },
  optionFields: ['kode'],
  optionsForAnyCaller: true,
  menu: { group: 'master', parent: 'perguruanTinggi', icon: 'Category', order: 2, title: 'Bentuk' },
});
