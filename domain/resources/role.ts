import { builtinResource } from './declare';

/** Roles; Administrator and Mahasiswa are built in (cannot be deleted or renamed). */
export const role = builtinResource('role', {
  table: 'roles',
  apiPath: '/setting/users/role',
  route: '/setting/hak-akses/role',
  title: 'Role',
  fields: {
    name: { type: 'text', required: true, unique: true, maxLength: 60, label: 'Nama' },
    description: { type: 'text', maxLength: 300, label: 'Deskripsi' },
    is_builtin: { type: 'boolean', readOnly: true, label: 'Bawaan' },
    permissions: {
      type: 'references',
      reference: 'permission',
      virtual: true,
      through: { table: 'permission_role', ownKey: 'role_id', targetKey: 'permission_id' },
      label: 'Permission',
    },
  },
  labelField: 'name',
  listColumns: ['name', 'description', 'is_builtin'],
  searchFields: ['name', 'description'],
  filterFields: ['is_builtin'],
  sortFields: ['name', 'is_builtin'],
  defaultSort: { field: 'name', order: 'ASC' },
  // The permission names of each role: the users screen disables the roles its user cannot grant.
  optionFields: ['permissions'],
  builtin: { flag: 'is_builtin', lockedFields: ['name'] },
  menu: { group: 'setting', parent: 'hakAkses', icon: 'AdminPanelSettings', order: 1 },
});
