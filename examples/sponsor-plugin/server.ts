/**
 * The sponsor plugin's server part: its hooks (and the folder of its migrations). Listed by the
 * installation in wisuda.server.ts, never imported by the browser app.
 */
import { definePluginServer, refuse } from 'wisuda/server';
import sponsor from './index';

export default definePluginServer(sponsor, {
  migrations: new URL('./migrations/', import.meta.url),
  hooks: {
    sponsor: {
      beforeCreate: async ({ data }) => ({ ...data, nama: data.nama.trim() }),
      beforeUpdate: async ({ data }) => {
        if (data.nilai !== undefined && data.nilai !== null && data.nilai > 1_000_000_000)
          refuse({
            nilai: {
              en: 'Sponsorships above one billion rupiah need the rector.',
              id: 'Sponsor di atas satu miliar rupiah memerlukan persetujuan rektor.',
            },
          });
      },
    },
  },
});
