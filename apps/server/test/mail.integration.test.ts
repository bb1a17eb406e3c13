import net from "node:net";
import { outbox } from "@stockroom/db";
import { createTestDatabase, type TestDatabase } from "@stockroom/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../src/mail";

// nodemailer is loaded with the first message, not at start (issue 23, warm start): the
// message is still kept in the outbox and a failed delivery is recorded, never thrown.
let db: TestDatabase;
let closedPort: number;
beforeAll(async () => {
  db = await createTestDatabase();
  // A port nothing listens on: the SMTP connection is refused.
  closedPort = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 1));
    });
  });
});
afterAll(() => db.close());

describe("the mailer with SMTP_URL", () => {
  it("keeps the message in the outbox and records why it was not sent", async () => {
    const log: string[] = [];
    const mailer = createMailer(db.db, {
      smtpUrl: `smtp://127.0.0.1:${closedPort}`,
      from: "stockroom@example.test",
      log: (m) => log.push(m),
    });
    await mailer.send({ to: "someone@example.test", subject: "Reset your password", text: "link" });
    const [row] = await db.db.select().from(outbox).where(eq(outbox.to, "someone@example.test"));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED/);
    expect(log.join("\n")).toMatch(/sending to s…@example\.test failed/);
  });
});
