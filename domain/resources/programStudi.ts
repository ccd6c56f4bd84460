import { builtinResource } from './declare';
import { AKREDITASI_OPTIONS, JENJANG_OPTIONS } from '../options';

export const programStudi = builtinResource('programStudi', {
  table: 'program_studi',
  apiPath: '/data-induk/pt/ps',
  route: '/master/program-studi',
  title: 'Program Studi',
  fields: {
    pt_id: { type: 'reference', reference: 'perguruanTinggi', required: true, label: 'Perguruan Tinggi' },
    fakultas_id: {
      type: 'reference',
      reference: 'fakultas',
      required: true,
      dependsOn: 'pt_id',
      label: 'Fakultas',
    },
    kode_prodi: { type: 'text', maxLength: 20, label: 'Kode Prodi' },
    nama: {
      type: 'text',
      required: true,
      maxLength: 150,
      uniqueWith: ['fakultas_id', 'jenjang'],
      label: 'Nama',
    },
    jenjang: { type: 'enum', options: JENJANG_OPTIONS, required: true, label: 'Jenjang' },
    gelar: { type: 'text', maxLength: 50, label: 'Gelar' },
    akreditasi: { type: 'enum', options: AKREDITASI_OPTIONS, label: 'Akreditasi' },
  },
  labelField: 'nama',
  // the same name at two jenjang is common: "Akuntansi (S1)", "Akuntansi (D3)"
  labelQualifier: 'jenjang',
  listColumns: ['pt_id', 'fakultas_id', 'kode_prodi', 'nama', 'jenjang', 'akreditasi'],
  searchFields: ['kode_prodi', 'nama', 'gelar'],
  filterFields: ['pt_id', 'fakultas_id', 'jenjang', 'akreditasi'],
  sortFields: ['pt_id', 'fakultas_id', 'kode_prodi', 'nama', 'jenjang', 'akreditasi'],
  defaultSort: { field: 'nama', order: 'ASC' },
  optionFilters: ['fakultas_id', 'pt_id'],
  optionFields: ['pt_id', 'fakultas_id', 'jenjang'],
  optionsForAnyCaller: true,
  menu: { group: 'master', parent: 'perguruanTinggi', icon: 'MenuBook', order: 4 },
});
