/**
 * Your installation's server-side hooks: code that runs when a record is created, updated or deleted
 * (through the admin screens, the API, an import, a student's registration or profile edit), inside
 * the write's transaction. docs/server-hooks.md describes every hook. Server only: the browser app
 * never loads this file.
 *
 * import { defineServerConfig, refuse } from 'wisuda/server';
 * export default defineServerConfig({
 *   hooks: {
 *     sponsor: {
 *       // Return changed data (validated again against the fields of wisuda.config.ts) or nothing.
 *       beforeCreate: async ({ data }) => ({ ...data, nama: data.nama.trim() }),
 *       beforeUpdate: async ({ data, before }) => {
 *         if (data.nama !== undefined && before.is_active === false) refuse({ nama: 'An inactive sponsor keeps its name.' });
 *       },
 *       afterCreate: async ({ record, db }) => {
 *         await db.insertInto('sponsor_log').values({ sponsor_id: record.id, note: 'created' }).execute();
 *       },
 *     },
 *     mahasiswa: { beforeDelete: async ({ before }) => { if (before.user_id) refuse('Students with an account stay.'); } },
 *   },
 * });
 */
import { defineServerConfig } from 'wisuda/server';
import ceremonyServer from 'wisuda/ceremony/server';

export default defineServerConfig({ plugins: [ceremonyServer] });
