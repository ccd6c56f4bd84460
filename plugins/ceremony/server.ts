/**
 * The ceremony plugin's server part: its migrations and its routes under /api/plugins/ceremony
 * (the student's confirmation, the staff's line-up). Listed in wisuda.server.ts, never imported by
 * the browser app.
 */
import { definePluginServer } from 'wisuda/server';
import ceremony from './index';
import { registerConfirmRoutes } from './server/confirm';
import { registerLineupRoutes } from './server/lineup';
import { registerStageRoutes } from './server/stage';
import { registerStagePhotoRoutes } from './server/stage-photos';
import { afterStageUpload } from './server/stage-photos-match';
import { registerTicketRouteSet } from './server/ticket-routes';

export default definePluginServer(ceremony, {
  migrations: new URL('./migrations/', import.meta.url),
  hooks: { file: { afterCreate: afterStageUpload } },
  routes: async (api, kit) => {
    registerConfirmRoutes(api, kit);
    registerLineupRoutes(api, kit);
    registerTicketRouteSet(api, kit);
    registerStageRoutes(api, kit);
    await registerStagePhotoRoutes(api, kit);
  },
});
