import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../domain/messages';
import { LOCALES } from '../../domain/messages/catalogs';
import { unprocessable } from '../errors';
import { isLocale } from '../mail/language';
import { requireCaller } from './guard';
import { obj, str } from './validate';

/**
 * PUT /api/auth/language: the signed-in user's language (users.bahasa), which their mails are
 * written in; the app sends it when the user picks another language (sign-in keeps it too).
 */
export function registerLanguageRoute(api: FastifyInstance): void {
  api.put<{ Body: { language?: string } }>(
    '/auth/language',
    {
      schema: {
        tags: ['auth'],
        summary: "Set the caller's own language (the language of their mails)",
        description: 'One of en, id, de, es, fr, pt-BR, zh-CN, ar; anything else 422. Needs a session only.',
        body: obj({ language: str() }),
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { language } = request.body;
      if (!isLocale(language))
        throw unprocessable({ language: [msg.validation.enum({ values: LOCALES.join(', ') })] });
      await api.db
        .updateTable('users')
        .set({ bahasa: language, updated_at: sql`now()` })
        .where('id', '=', caller.id)
        .execute();
      return { data: { language } };
    },
  );
}
