import type { NotificationKind } from "@stockroom/core";

/** What a notification says on every channel: a title, one line, and where it leads in the app. */
export interface NotificationMessage {
  title: string;
  body: string;
  /** A path of the web app. */
  link: string | null;
}

/** The reorder list (the alerts side's screen), where a low-stock notification leads. */
export const REORDER_LIST_PATH = "/inventory/reorder";

type Data = Record<string, unknown>;
const text = (data: Data, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const v = data[key];
    if (typeof v === "string" && v.trim() !== "") return v;
  }
  return undefined;
};
const num = (data: Data, ...keys: string[]): number | undefined => {
  for (const key of keys) {
    const v = data[key];
    if (typeof v === "number" && Number.isFinite(v)) return v;
    if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  }
  return undefined;
};

/**
 * The message of an event, from its payload (the alerts side owns the payloads: the fields
 * are read by name and a missing one leaves its part out rather than failing the dispatch).
 */
export function notificationMessage(kind: NotificationKind, payload: unknown): NotificationMessage {
  const data: Data = payload && typeof payload === "object" ? (payload as Data) : {};
  const item = text(data, "assetName", "itemName", "name") ?? "An item";
  const assetId = text(data, "assetId");
  switch (kind) {
    case "low_stock": {
      const quantity = num(data, "quantity", "currentQuantity", "newQuantity");
      const level = text(data, "level", "state", "status") ?? "";
      const out = /out/i.test(level) || quantity === 0;
      const reorder = /reorder/i.test(level);
      const point = num(data, "reorderPoint", "threshold");
      const title = out ? `Out of stock: ${item}` : reorder ? `Reorder point reached: ${item}` : `Low stock: ${item}`;
      const left = quantity === undefined ? "" : `${quantity} left`;
      const at = point === undefined ? "" : ` (reorder point ${point})`;
      return { title, body: `${left || "Running low"}${at}. See the reorder list.`, link: REORDER_LIST_PATH };
    }
    case "inventory.alert": {
      // core's anomaly rules' own messages (InventoryAlertEventData.anomalies)
      const flagged = Array.isArray(data.anomalies)
        ? data.anomalies
            .map((a) => (a && typeof a === "object" ? (a as Data).message : undefined))
            .filter((m): m is string => typeof m === "string" && m.trim() !== "")
            .join("; ")
        : "";
      const reason =
        flagged ||
        text(data, "message", "reason", "description") ||
        (Array.isArray(data.reasons) ? data.reasons.filter((r) => typeof r === "string").join("; ") : "");
      const quantity = num(data, "quantity", "count", "newQuantity");
      return {
        title: `Inventory alert: ${item}`,
        body: [reason || "A new count looks unusual", quantity === undefined ? "" : `(counted ${quantity})`]
          .filter(Boolean)
          .join(" "),
        link: text(data, "historyPath")?.startsWith("/")
          ? (text(data, "historyPath") as string)
          : assetId
            ? `/assets/${assetId}/inventory/history`
            : "/inventory",
      };
    }
    case "member.joined": {
      const who = text(data, "fullName", "name", "email") ?? "A new member";
      const role = text(data, "role");
      return {
        title: `${who} joined the organization`,
        body: role ? `${who} joined as ${role}.` : `${who} joined.`,
        link: "/organization/members",
      };
    }
    case "report.weekly": {
      const parts: string[] = [];
      const counts = num(data, "countsMade", "counts");
      const low = num(data, "itemsLow", "lowItems", "low");
      const out = num(data, "outItems", "itemsOut", "out");
      const anomalies = num(data, "anomaliesOpen", "openAnomalies", "anomalies");
      const quality = num(data, "dataQualityScoreChange", "qualityScoreChange", "dataQualityChange", "qualityChange");
      if (counts !== undefined) parts.push(`${counts} counts made`);
      if (low !== undefined) parts.push(`${low} items low`);
      if (out !== undefined) parts.push(`${out} out of stock`);
      if (anomalies !== undefined) parts.push(`${anomalies} anomalies open`);
      if (quality !== undefined) parts.push(`data quality ${quality >= 0 ? "+" : ""}${quality}`);
      const week = text(data, "weekStart", "week", "from");
      return {
        title: week ? `Weekly report: week of ${week}` : "Weekly report",
        body: parts.length > 0 ? `${parts.join(", ")}.` : "This week's inventory summary.",
        link: text(data, "reportsPath", "link", "url")?.startsWith("/")
          ? (text(data, "reportsPath", "link", "url") as string)
          : "/reports",
      };
    }
  }
}
