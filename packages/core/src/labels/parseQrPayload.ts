/** What a scanned or typed QR value asks to look up. */
export type QrLookup =
  /** An asset id: from a /mobile/asset/{id} URL, a JSON payload's assetId, or a bare UUID. */
  | { by: "id"; assetId: string; source: "mobile_url" | "json" | "uuid" }
  /** A barcode from a JSON payload. */
  | { by: "barcode"; barcode: string; source: "json" }
  /** Any other value: match it against the asset's barcode or asset_id (or id). */
  | { by: "code"; code: string; source: "value" | "qr_url" };

export const NO_QR_CODE_MESSAGE = "No QR code provided";
export const ASSET_NOT_FOUND_FOR_QR_MESSAGE = "Asset not found for this QR code";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MOBILE_PATH = /\/mobile(?:-test)?\/asset\/([^/?#\s]+)/;
const QR_PATH = /\/(?:qr|assets\/scan)\/([^/?#\s]+)/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

function decodePathPart(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Decodes base64 (standard or URL-safe, padding optional) to text, or null. Bytes are read
 * as UTF-8; when they are not UTF-8 (a payload made with btoa on Latin-1 text) the bytes
 * are taken as Latin-1, as btoa made them.
 */
export function decodeBase64Text(value: string): string | null {
  if (!BASE64.test(value) || value.length % 4 === 1) return null;
  const standard = value.replace(/-/g, "+").replace(/_/g, "/");
  let binary: string;
  try {
    binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "="));
  } catch {
    return null;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return binary;
  }
}

function fromJson(text: string): QrLookup | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== "object") return null;
  const { assetId, barcode } = value as { assetId?: unknown; barcode?: unknown };
  if (typeof assetId === "string" && assetId.trim() !== "")
    return { by: "id", assetId: assetId.trim(), source: "json" };
  if (typeof barcode === "string" && barcode.trim() !== "")
    return { by: "barcode", barcode: barcode.trim(), source: "json" };
  return null;
}

/**
 * Spec 02 §2 QR lookup: a /mobile/asset/{id} URL (full or a path), base64 JSON (or plain
 * JSON) carrying assetId or barcode, a bare asset id, or a barcode / asset_id value.
 * Returns null for an empty value ("No QR code provided").
 */
export function parseQrPayload(raw: string | null | undefined): QrLookup | null {
  const value = raw?.trim() ?? "";
  if (value === "") return null;
  const mobile = MOBILE_PATH.exec(value);
  if (mobile?.[1]) return { by: "id", assetId: decodePathPart(mobile[1]), source: "mobile_url" };
  const qr = QR_PATH.exec(value);
  if (qr?.[1] && /^(https?:\/\/|\/)/i.test(value)) {
    // The path part is never empty, so the inner parse always finds something to look up.
    const inner = parseQrPayload(decodePathPart(qr[1])) as QrLookup;
    return inner.by === "code" ? { by: "code", code: inner.code, source: "qr_url" } : inner;
  }
  if (value.startsWith("{")) {
    const plain = fromJson(value);
    if (plain) return plain;
  }
  if (UUID.test(value)) return { by: "id", assetId: value, source: "uuid" };
  const decoded = decodeBase64Text(value);
  const json = decoded === null ? null : fromJson(decoded);
  if (json) return json;
  return { by: "code", code: value, source: "value" };
}
