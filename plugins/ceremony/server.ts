/**
 * The ceremony plugin's server part: its migrations and its routes under /api/plugins/ceremony
 * (the student's confirmation, the staff's line-up), and its part of the demo data. Listed in wisuda.server.ts, never imported by
 * the browser app.
 */
import { definePluginServer } from 'wisuda/server';
import ceremony from './index';
import { ceremonyDemo } from './server/demo';
import { registerConfirmRoutes } from './server/confirm';
import { registerLineupRoutes } from './server/lineup';
import { registerStageRoutes } from './server/stage';
import { registerStagePhotoRoutes } from './server/stage-photos';
import { afterStageUpload } from './server/stage-photos-match';
import { registerTicketRouteSet } from './server/ticket-routes';

export default definePluginServer(ceremony, {
  migrations: new URL('./migrations/', import.meta.url),
  hooks: { file: { afterCreate: afterStageUpload } },
  demo: ceremonyDemo,
  routes: async (api, kit) => {
    registerConfirmRoutes(api, kit);
    registerLineupRoutes(api, kit);
    registerTicketRouteSet(api, kit);
    registerStageRoutes(api, kit);
    await registerStagePhotoRoutes(api, kit);
  },
});
