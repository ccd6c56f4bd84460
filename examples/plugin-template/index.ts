/**
 * A plugin template: copy this folder to `plugins/<your plugin>/` (or publish it as a package),
 * rename it, and list it in wisuda.config.ts (`plugins: [toga]`) and its server part in
 * wisuda.server.ts (`plugins: [togaServer]`). README.md walks through it.
 */
import { definePlugin } from 'wisuda/config';

export default definePlugin({
  name: 'toga',
  // it has a server part (server.ts): the start stops when wisuda.server.ts does not list it
  server: true,
  resources: {
    pesananToga: {
      label: 'Gown orders',
      menu: { group: 'menu', icon: 'Checkroom' },
      fields: {
        mahasiswa_id: { type: 'reference', reference: 'mahasiswa', required: true, label: 'Student' },
        ukuran: {
          type: 'enum',
          required: true,
          options: [
            { id: 's', name: 'S' },
            { id: 'm', name: 'M' },
            { id: 'l', name: 'L' },
            { id: 'xl', name: 'XL' },
          ],
          label: 'Size',
        },
        diambil: { type: 'boolean', default: false, label: 'Collected' },
      },
    },
  },
  roles: {
    penjahit: {
      label: 'Tailor',
      permissions: ['pesananToga.view', 'pesananToga.update', 'mahasiswa.view'],
    },
  },
  // loaded with the language chosen, not with the declarations every first screen loads
  translations: () => import('./words').then((m) => m.WORDS),
});
