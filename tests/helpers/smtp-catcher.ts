import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a free port of 127.0.0.1 (the `smtp-server` package) that keeps every message it accepts,
// and refuses them all while `isRefusing` is set (a mail server that is down for the portal's purposes).

/** An attachment as mailparser reads it: an inline image has a Content-ID its HTML part names (`cid:`). */
export type CaughtAttachment = { cid?: string; contentType: string; contentDisposition?: string; content: Buffer };

/**
 * A message as a mail program reads it (mailparser): decoded subject, its text and HTML parts (`cid:` links kept as
 * sent), its headers and attachments.
 */
export type CaughtMail = { from: string; to: string[]; subject: string; text: string; html: string | false; headers: Map<string, unknown>; attachments: CaughtAttachment[] };

export const startSmtpCatcher = async () => {
  const received: CaughtMail[] = [];
  const state = { isRefusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      if (!state.isRefusing) return callback();
      callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks), { keepCidLinks: true }).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((to) => to.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? false,
              headers: parsed.headers,
              attachments: parsed.attachments.map(({ cid, contentType, contentDisposition, content }) => ({ cid, contentType, contentDisposition, content })),
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (isRefusing: boolean) => {
      state.isRefusing = isRefusing;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
