/** A real SMTP server for the mail tests (smtp-server on a free port of 127.0.0.1). */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for `Config.smtpUrl`. */
  url: string;
  /** The mails it accepted, in order. */
  inbox: ReceivedMail[];
  /** Every recipient it was offered (RCPT TO), accepted or refused. */
  offered: string[];
  close(): Promise<void>;
}

/** Why a recipient is refused (`responseCode` 4xx or 5xx), or undefined to accept it. */
export type Refusal = (to: string) => { responseCode: number; message: string } | undefined;

export async function startTestSmtp(refuse: Refusal = () => undefined): Promise<TestSmtp> {
  const inbox: ReceivedMail[] = [];
  const offered: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      offered.push(address.address);
      const refusal = refuse(address.address);
      if (refusal)
        return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    inbox,
    offered,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
