import type { FastifyInstance } from 'fastify';
import { registerEmailChangeCancel } from './email-change/cancel';
import { registerEmailChangeConfirm } from './email-change/confirm';
import type { AuthLimits } from './limits';
import { registerEmailChangeRequest } from './email-change/request';

/**
 * Change of a signed-in user's e-mail address: asked for with the current password, it waits until the
 * link mailed to the NEW address is opened (proof that its owner reads it); then the address switches.
 * The old address is told at once, with a link that cancels the change while it is pending; until the
 * switch the old address stays the sign-in. One file per operation in `email-change/`.
 */
export function registerEmailChangeRoutes(api: FastifyInstance, limits: AuthLimits): void {
  registerEmailChangeRequest(api, limits);
  registerEmailChangeConfirm(api, limits);
  registerEmailChangeCancel(api, limits);
}
