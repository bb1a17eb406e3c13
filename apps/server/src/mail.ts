import { type Database, outbox } from "@stockroom/db";
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** A notification mail: an HTML part beside the text, and headers (List-Unsubscribe). */
export interface RichMailMessage extends MailMessage {
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends now and throws when SMTP refuses or is down (the notification jobs retry with
   * backoff); kept in the outbox table like every mail. Without SMTP_URL: logged, as `send`.
   */
  deliver(message: RichMailMessage): Promise<void>;
}

/**
 * Every message is kept in the `outbox` table. With SMTP_URL it is also sent through
 * nodemailer; without, it is printed to the server log, so reset and invitation links
 * can be followed on a machine without mail.
 */
export function createMailer(
  db: Database,
  opts: { smtpUrl: string | undefined; from: string; log: (msg: string) => void },
): Mailer {
  const smtpUrl = opts.smtpUrl;
  // nodemailer is loaded with the first message, not at start (it costs start-up time).
  let transport: Promise<Transporter> | undefined;
  const transportFor = (url: string) => {
    transport ??= import("nodemailer")
      .then((m) => m.default.createTransport(url))
      .catch((err: unknown) => {
        transport = undefined; // the next message tries again
        throw err;
      });
    return transport;
  };
  return {
    async deliver(message) {
      const { headers, ...stored } = message;
      const [row] = await db.insert(outbox).values(stored).returning({ id: outbox.id });
      if (!smtpUrl) {
        opts.log(`[mail] to ${maskAddress(message.to)}: ${message.subject}\n${message.text}`);
        return;
      }
      try {
        await (await transportFor(smtpUrl)).sendMail({ from: opts.from, ...message });
      } catch (err) {
        if (row)
          await db
            .update(outbox)
            .set({ error: String(err) })
            .where(eq(outbox.id, row.id));
        throw err;
      }
      if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
    async send(message) {
      const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
      if (!smtpUrl) {
        // The address itself stays out of the log (the outbox table has it).
        opts.log(`[mail] to ${maskAddress(message.to)}: ${message.subject}\n${message.text}`);
        return;
      }
      try {
        await (await transportFor(smtpUrl)).sendMail({ from: opts.from, ...message });
        if (row) await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (err) {
        if (row)
          await db
            .update(outbox)
            .set({ error: String(err) })
            .where(eq(outbox.id, row.id));
        opts.log(`[mail] sending to ${maskAddress(message.to)} failed: ${String(err)}`);
      }
    },
  };
}

/** `a…@example.com`: enough to tell messages apart in a log, not the address. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf("@");
  return at > 0 ? `${address.slice(0, 1)}…${address.slice(at)}` : "…";
}
