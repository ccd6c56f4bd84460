/**
 * The worked example of docs/extending.md (sponsors of graduation events, a guardian field on
 * mahasiswa, a committee role, a sponsor report page and its hooks) packaged as a plugin, so that
 * a second installation reuses it with two lines (docs/extending.md#plugins):
 *
 *   // wisuda.config.ts                              // wisuda.server.ts
 *   import sponsor from './plugins/sponsor';         import sponsorServer from './plugins/sponsor/server';
 *   export default defineConfig({ plugins: [sponsor] });   ... defineServerConfig({ plugins: [sponsorServer] });
 */
import { definePlugin } from 'wisuda/config';

export default definePlugin({
  name: 'sponsor',
  server: true,
  resources: {
    sponsor: {
      label: 'Sponsors',
      menu: { group: 'menu', icon: 'Handshake' },
      fields: {
        nama: { type: 'text', required: true, maxLength: 120, label: 'Name' },
        situs: { type: 'url', label: 'Website' },
        logo: { type: 'image', label: 'Logo' },
        acara_id: { type: 'reference', reference: 'acara', required: true, label: 'Event' },
        nilai: { type: 'money', min: 0, label: 'Amount' },
        tingkat: {
          type: 'enum',
          options: [
            { id: 'gold', name: 'Gold' },
            { id: 'silver', name: 'Silver' },
          ],
          label: 'Tier',
        },
      },
    },
  },
  extend: {
    mahasiswa: { fields: { nama_wali: { type: 'text', maxLength: 120, label: 'Guardian' } } },
  },
  roles: {
    panitia: {
      label: 'Committee',
      permissions: ['sponsor.view', 'sponsor.create', 'sponsor.update', 'mahasiswa.view'],
    },
  },
  pages: [
    {
      path: '/menu/laporan-sponsor',
      title: 'Sponsor report',
      permission: 'sponsor.view',
      component: () => import('./SponsorReport'),
      menu: { group: 'menu', icon: 'Assessment' },
      reads: [{ list: 'sponsor', perPage: 1000, sort: { field: 'id', order: 'ASC' } }],
    },
  ],
  // loaded with the language chosen, not with the declarations every first screen loads
  translations: () => import('./words').then((m) => m.WORDS),
});
