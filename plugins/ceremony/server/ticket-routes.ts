/** Every route of the guest tickets, the passes and the check-in, in a scope of their own. */
import type { FastifyInstance } from 'fastify';
import type { PluginRouteKit } from 'wisuda/server';
import { registerCheckinRoutes } from './checkin';
import { registerScannerWorker } from './scanner-sw';
import { checkKeys } from './ticket-keys';
import { registerTicketRoutes } from './tickets';
import { registerPublicTicketRoutes } from './tickets-public';
import { registerTicketStaffRoutes } from './tickets-staff';

export function registerTicketRouteSet(api: FastifyInstance, kit: PluginRouteKit): void {
  void api.register(async (scope) => {
    // Private keys kept in plain text are sealed, and a secrets key that does not open them is logged.
    await checkKeys(kit, scope.log);
    registerTicketRoutes(scope, kit);
    registerTicketStaffRoutes(scope, kit);
    registerCheckinRoutes(scope, kit);
    registerScannerWorker(scope);
    await registerPublicTicketRoutes(scope, kit);
  });
}
