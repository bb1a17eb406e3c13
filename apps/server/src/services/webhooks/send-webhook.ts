import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { WEBHOOK_RESPONSE_EXCERPT, WEBHOOK_TIMEOUT_MS } from "@stockroom/core";
import { type AddressAllowList, BlockedAddressError, resolveCheckedAddress } from "./address-guard";

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookAttempt {
  /** The receiver's HTTP status, or null when it never answered (refused address, timeout, connection). */
  status: number | null;
  /** The first characters of the receiver's answer. */
  bodyExcerpt: string | null;
  /** Why there is no answer. */
  error: string | null;
  durationMs: number;
  ok: boolean;
}

/** Of a response body, only this much is read: a receiver answering gigabytes costs nothing. */
const MAX_READ_BYTES = 64 * 1024;

/**
 * POSTs one signed webhook. The host is resolved and checked by the SSRF guard first, and the
 * socket connects to that very address (its lookup answers it; a literal address needs none).
 * Everything — connecting, the answer's headers and its body — must finish within `timeoutMs`,
 * after which the socket is destroyed: a receiver that hangs holds nothing but this attempt,
 * which runs in the delivery job, outside every request and transaction.
 */
export async function sendWebhook(
  request: WebhookRequest,
  options: { allow: AddressAllowList; timeoutMs?: number },
): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (error: string): WebhookAttempt => ({
    status: null,
    bodyExcerpt: null,
    error,
    durationMs: elapsed(),
    ok: false,
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return fail("Invalid URL");
  }
  let checked: { address: string; family: number };
  try {
    checked = await resolveCheckedAddress(url.hostname, options.allow);
  } catch (err) {
    return fail(err instanceof BlockedAddressError ? err.message : `Could not resolve ${url.hostname}`);
  }
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [checked]);
    } else callback(null, checked.address, checked.family);
  };
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<WebhookAttempt>((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(attempt);
    };
    const send = url.protocol === "https:" ? https.request : http.request;
    const req = send(url, {
      method: "POST",
      headers: {
        ...request.headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(request.body)),
        "user-agent": "Stockroom-Webhooks/1",
      },
      lookup,
      // No connection reuse: each attempt connects to the address it checked.
      agent: false,
    });
    const timer = setTimeout(() => finish(fail(`No answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on("error", (err: NodeJS.ErrnoException) =>
      finish(fail(err.code ? `Connection failed (${err.code})` : "Connection failed")),
    );
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const text = Buffer.concat(chunks).toString("utf8").slice(0, WEBHOOK_RESPONSE_EXCERPT);
        const status = res.statusCode ?? 0;
        finish({ status, bodyExcerpt: text, error: null, durationMs: elapsed(), ok: status >= 200 && status < 300 });
      };
      res.on("data", (chunk: Buffer) => {
        if (size < MAX_READ_BYTES) chunks.push(chunk);
        size += chunk.length;
        if (size >= MAX_READ_BYTES) done();
      });
      res.on("end", done);
      res.on("error", () => done());
    });
    req.end(request.body);
  });
}
