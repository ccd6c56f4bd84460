import { builtinResource } from './declare';
import { PATTERNS } from '../options';

/**
 * Permissions, named `<resource>.<action>` (docs/product.md#roles-and-access). Those of the declarations are built in
 * (seeded at every start): their name is locked and they cannot be deleted.
 */
export const permission = builtinResource('permission', {
  table: 'permissions',
  apiPath: '/setting/users/permission',
  route: '/setting/hak-akses/permission',
  title: 'Permission',
  fields: {
    name: {
      type: 'text',
      required: true,
      unique: true,
      maxLength: 100,
      pattern: PATTERNS.permission,
      label: 'Nama',
    },
    description: { type: 'text', maxLength: 300, label: 'Deskripsi' },
    is_builtin: { type: 'boolean', readOnly: true, label: 'Bawaan' },
  },
  labelField: 'name',
  listColumns: ['name', 'description', 'is_builtin'],
  searchFields: ['name', 'description'],
  filterFields: ['is_builtin'],
  sortFields: ['name', 'is_builtin'],
  defaultSort: { field: 'name', order: 'ASC' },
  builtin: { flag: 'is_builtin', lockedFields: ['name'] },
  menu: { group: 'setting', parent: 'hakAkses', icon: 'Key', order: 2 },
});
