/**
 * Your installation's configuration: add resources, fields on built-in resources, roles and pages
 * here, never in the source (docs/extending.md walks through a complete example). After a change
 * that needs new tables or columns, run `npm run db:diff -- <label>`, then `npm start`.
 *
 * import { defineConfig } from 'wisuda/config';
 * export default defineConfig({
 *   resources: {
 *     sponsor: {
 *       label: { en: 'Sponsors', id: 'Sponsor' },
 *       menu: { group: 'menu', icon: 'Handshake' },
 *       fields: {
 *         nama: { type: 'text', required: true, maxLength: 120, label: { en: 'Name', id: 'Nama' } },
 *         acara_id: { type: 'reference', reference: 'acara', required: true, label: { en: 'Event', id: 'Acara' } },
 *       },
 *     },
 *   },
 *   extend: { mahasiswa: { fields: { nama_wali: { type: 'text', maxLength: 120, label: { en: 'Guardian', id: 'Nama Wali' } } } } },
 *   roles: { panitia: { label: { en: 'Committee', id: 'Panitia' }, permissions: ['sponsor.view', 'mahasiswa.view'] } },
 *   pages: [{ path: '/menu/laporan-sponsor', title: { en: 'Sponsor report', id: 'Laporan Sponsor' }, permission: 'sponsor.view',
 *             component: () => import('./custom/SponsorReport'), menu: { group: 'menu', icon: 'Assessment' } }],
 * });
 *
 * Server-side hooks (before/after create, update, delete) go in wisuda.server.ts.
 */
import { defineConfig } from 'wisuda/config';
import ceremony from 'wisuda/ceremony';

// The ceremony (docs/ceremony.md) is a first-party plugin: leave it out to run the ceremony elsewhere.
export default defineConfig({ plugins: [ceremony] });
