import type { MailMessage, Mailer } from '../server/mail';

/**
 * A mailer that also remembers each mail it delivered, by outbox row. The outbox keeps a mail's
 * single-use links only until it is delivered (docs/security.md), so the tests that follow a link
 * from a mail read the mail as it went out, once the worker has delivered it.
 */
export function rememberDelivered(mailer: Mailer): { mailer: Mailer; delivered: Map<number, MailMessage> } {
  const delivered = new Map<number, MailMessage>();
  return {
    delivered,
    mailer: {
      ...mailer,
      async deliver(message, outboxId) {
        const delivery = await mailer.deliver(message, outboxId);
        if (outboxId !== undefined) delivered.set(outboxId, message);
        return delivery;
      },
    },
  };
}
