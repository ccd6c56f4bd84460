import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailMessage } from '../mail';
import { sendMail } from './users';

export type MailSoon = (request: FastifyRequest, message: MailMessage) => Promise<void>;

/**
 * Sends mail without holding the answer until the mail server accepted it: the returned function
 * starts `app.mailer.send` (through sendMail: a failure is logged, never thrown) and gives back its
 * promise, which the caller need not await. Closing the app waits for the sends still running, so
 * none is cut off with the database.
 */
export function mailSoon(api: FastifyInstance): MailSoon {
  const running = new Set<Promise<void>>();
  api.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  return (request, message) => {
    const sending = sendMail(api, request, message).finally(() => running.delete(sending));
    running.add(sending);
    return sending;
  };
}

/**
 * Answers of the "same answer whether or not the address has an account" routes take the same time
 * either way: no sooner than `minMs` after the request arrived (`started`, performance.now()). A mail
 * being sent is waited for only within that time (the outbox row is usually written by then; SMTP
 * goes on after the answer).
 */
export async function answerNoSoonerThan(
  started: number,
  minMs: number,
  mailing?: Promise<void>,
): Promise<void> {
  const floor = sleep(Math.max(0, started + minMs - performance.now()));
  if (mailing) await Promise.race([mailing, floor]);
  await floor;
}
