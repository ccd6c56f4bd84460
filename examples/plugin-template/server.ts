/**
 * The template plugin's server part: its hooks and the folder of its migrations. Listed in
 * wisuda.server.ts, never imported by the browser app (nor by index.ts).
 */
import { definePluginServer, refuse } from 'wisuda/server';
import toga from './index';

export default definePluginServer(toga, {
  migrations: new URL('./migrations/', import.meta.url),
  hooks: {
    pesananToga: {
      // one order per student
      beforeCreate: async ({ data, db }) => {
        const taken = await db
          .selectFrom('pesanan_toga')
          .select('id')
          .where('mahasiswa_id', '=', data.mahasiswa_id)
          .executeTakeFirst();
        if (taken)
          refuse({
            mahasiswa_id: {
              en: 'This student has already ordered a gown.',
              id: 'Mahasiswa ini sudah memesan toga.',
            },
          });
      },
      // a collected gown keeps its size
      beforeUpdate: async ({ data, before }) => {
        if (before.diambil && data.ukuran !== undefined && data.ukuran !== before.ukuran)
          refuse({ ukuran: { en: 'The gown has been collected.', id: 'Toga sudah diambil.' } });
      },
    },
  },
});
