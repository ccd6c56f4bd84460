import { defineResource } from '../resource';
import { ADMIN_ONLY } from '../roles';
import { PATTERNS } from '../options';

/** Permissions, named `<resource>.<action>` (DESIGN.md §4). */
export const permission = defineResource({
  name: 'permission',
  table: 'permissions',
  apiPath: '/setting/users/permission',
  route: '/setting/hak-akses/permission',
  title: 'Permission',
  permission: 'permission',
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
  },
  labelField: 'name',
  listColumns: ['name', 'description'],
  searchFields: ['name', 'description'],
  filterFields: [],
  sortFields: ['name'],
  defaultSort: { field: 'name', order: 'ASC' },
  access: ADMIN_ONLY,
  menu: { group: 'setting', parent: 'hakAkses', icon: 'Key', order: 2 },
});
