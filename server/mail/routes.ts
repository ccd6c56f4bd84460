import type { FastifyInstance } from 'fastify';
import { labelParam, msg } from '../../domain/messages';
import { resourceWord } from '../../domain/messages/words';
import { permissionName } from '../../domain/resource';
import { mailOutbox } from '../../domain/resources';
import { MAIL_STATUS_OPTIONS } from '../../domain/resources/mailOutbox';
import { requirePermission } from '../auth/guard';
import { assertScopedRead } from '../crud/tenancy';
import { parseId } from '../crud/routes';
import { errorSchema, idParams } from '../crud/openapi';
import { conflict, notFound } from '../errors';

/**
 * `POST /api/setting/mail-outbox/{id}/retry`: queues a failed mail again (docs/jobs.md). The list and
 * the record are the generic routes of the read-only `mailOutbox` declaration; retrying needs the same
 * permission as seeing them (it only sends the mail again, to its own recipient). A mail given up with
 * its single-use links removed has nothing left worth sending: its recipient asks for a new link.
 */
export function registerMailRoutes(api: FastifyInstance): void {
  api.post(
    `${mailOutbox.apiPath}/:id/retry`,
    {
      schema: {
        tags: [mailOutbox.name],
        summary: 'Queue a failed mail again (five more attempts)',
        description:
          'Unknown id: 404; a mail that is not failed (queued, sent, logged), or whose single-use links were removed when it was given up: 409.',
        params: idParams,
        response: {
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { id: { type: 'integer' }, status: { type: 'string', enum: ['queued'] } },
              },
            },
          },
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const caller = requirePermission(request, permissionName(mailOutbox, 'view'));
      assertScopedRead(api.records.model(mailOutbox.name), caller);
      const id = parseId((request.params as { id: string }).id);
      if (!(await api.mailer.retry(id))) {
        const row = await api.db
          .selectFrom('outbox')
          .select(['status', 'links_removed'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound(msg.crud.notFound({ resource: resourceWord(mailOutbox), id }));
        if (row.status === 'failed' && row.links_removed) throw conflict(msg.mail.linkGone());
        // the state by its name in the caller's language (Terkirim, Sent, ...)
        const state = MAIL_STATUS_OPTIONS.find((o) => o.id === row.status);
        throw conflict(msg.mail.notFailed({ status: labelParam(state?.name, row.status) }));
      }
      api.jobs.wakeMail();
      return { data: { id, status: 'queued' } };
    },
  );
}
