import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  /** Whether the `standardwebhooks` library verified the signature with the receiver's secret. */
  verified: boolean;
  /** The status the receiver answered. */
  answered: number | "hung";
}

/**
 * A local webhook receiver for the tests: verifies every request with the `standardwebhooks`
 * library and the secret it holds (`secret`, changeable: a rotation), records it, and answers
 * what `answer` says for it (a status, or "hang": never answers).
 */
export async function startReceiver(
  answer: (r: Omit<Received, "answered">, index: number) => number | "hang" = () => 200,
) {
  const received: Received[] = [];
  const state = { secret: "" };
  const open = new Set<http.ServerResponse>();
  let opened: () => void = () => {};
  const firstOpen = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = {
        "webhook-id": String(req.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(req.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(req.headers["webhook-signature"] ?? ""),
      };
      let verified = false;
      try {
        new Webhook(state.secret).verify(body, headers);
        verified = true;
      } catch {
        verified = false;
      }
      const entry = {
        id: headers["webhook-id"],
        timestamp: headers["webhook-timestamp"],
        signature: headers["webhook-signature"],
        body,
        verified,
      };
      const status = answer(entry, received.length);
      received.push({ ...entry, answered: status === "hang" ? "hung" : status });
      if (status === "hang") {
        open.add(res);
        opened();
        res.on("close", () => open.delete(res));
        return;
      }
      res.writeHead(status, { "content-type": "text/plain" }).end(status >= 300 ? "receiver says no" : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    state,
    /** Requests the receiver still holds open (hanging ones the sender has not dropped). */
    openCount: () => open.size,
    /** Resolves once the receiver holds a request open. */
    whenOpen: () => firstOpen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
