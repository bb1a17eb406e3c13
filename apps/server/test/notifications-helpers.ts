import { execFileSync } from "node:child_process";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Database } from "@stockroom/db";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { createMailer } from "../src/mail";
import type { DeliveryDeps } from "../src/services/notifications/deliver-notifications";
import { type NotificationEvent, planNotifications } from "../src/services/notifications/plan-notifications";

export { dispatchPendingEvents } from "../src/services/events/dispatch-events";
export { emitEvent } from "../src/services/events/emit-event";
export { notificationMail } from "../src/services/notifications/notification-mail";

/** A real SMTP server (the smtp-server package) that keeps every mail it receives, parsed. */
export class MailSink {
  readonly mails: ParsedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            this.mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  /** SMTP goes down: the port answers nothing. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ParsedMail[] {
    return this.mails.filter((m) => addresses(m).includes(address));
  }
}

export function addresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => v.address ?? ""));
}

/** A local HTTP receiver standing in for Slack's webhook: answers `status` (or hangs). */
export class HttpReceiver {
  readonly bodies: unknown[] = [];
  status = 200;
  hang = false;
  private server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      if (this.hang) return; // never answers
      try {
        this.bodies.push(JSON.parse(body));
      } catch {
        this.bodies.push(body);
      }
      res.writeHead(this.status, { "content-type": "text/plain" }).end(this.status === 200 ? "ok" : "error");
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/services/T000/B000/xyz`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  texts(): string[] {
    return this.bodies.map((b) => (b && typeof b === "object" && "text" in b ? String(b.text) : String(b)));
  }
}

export const ORIGIN = "http://stockroom.test";
export const SECRET = "notification-test-secret";

export function deliveryDeps(db: Database, smtpUrl: string, extra: Partial<DeliveryDeps> = {}): DeliveryDeps {
  return {
    db,
    mailer: createMailer(db, { smtpUrl, from: "Stockroom <no-reply@stockroom.test>", log: () => undefined }),
    links: { origin: ORIGIN },
    secret: () => SECRET,
    vapidKeys: async () => {
      const { default: webPush } = await import("web-push");
      return webPush.generateVAPIDKeys();
    },
    vapidSubject: "mailto:no-reply@stockroom.test",
    slackTimeoutMs: 1_000,
    ...extra,
  };
}

/** An event of the outbox as the dispatcher hands it to the consumer, planned in its own transaction. */
export async function dispatchEvent(
  db: Database,
  event: Omit<NotificationEvent, "id">,
  now = new Date(),
): Promise<{ notifications: number; deliveries: number; id: string }> {
  const id = randomUUID();
  const result = await db.transaction((tx) => planNotifications(tx, [{ id, ...event }], now));
  return { ...result, id };
}

/**
 * A local HTTPS receiver standing in for a browser's push service (web-push speaks only
 * HTTPS): a self-signed certificate made by openssl, and a browser's key pair so the test
 * can decrypt what arrived (RFC 8291, aes128gcm).
 */
export class PushReceiver {
  readonly received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  status = 201;
  readonly ecdh = createECDH("prime256v1");
  readonly auth = randomBytes(16).toString("base64url");
  private server: https.Server | undefined;
  private dir = fs.mkdtempSync(path.join(os.tmpdir(), "push-receiver-"));
  agent: https.Agent | undefined;

  constructor() {
    this.ecdh.generateKeys();
  }

  get p256dh(): string {
    return this.ecdh.getPublicKey().toString("base64url");
  }

  async start(): Promise<string> {
    const key = path.join(this.dir, "key.pem");
    const cert = path.join(this.dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
      ],
      { stdio: "ignore" },
    );
    const pem = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
    // Trusts only this receiver: its certificate is the one root.
    this.agent = new https.Agent({ ca: pem.cert, rejectUnauthorized: true, checkServerIdentity: () => undefined });
    this.server = https.createServer(pem, (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.status).end();
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    return `https://127.0.0.1:${(server.address() as AddressInfo).port}/push/browser-1`;
  }

  /** The pushed message, decrypted with the browser's keys. */
  async decrypt(body: Buffer): Promise<unknown> {
    const require = createRequire(import.meta.url);
    const ece = require(require.resolve("http_ece", { paths: [require.resolve("web-push")] })) as {
      decrypt(buffer: Buffer, params: Record<string, unknown>): Buffer;
    };
    return JSON.parse(
      ece.decrypt(body, { version: "aes128gcm", privateKey: this.ecdh, authSecret: this.auth }).toString("utf8"),
    );
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
