import type { Language, NotificationKind } from "@stockroom/core";
import { anomalySentence } from "../../i18n/anomalyTexts";
import { formatCount, notificationTexts } from "../../i18n/notificationTexts";

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
 * are read by name and a missing one leaves its part out rather than failing the dispatch),
 * in the recipient's language.
 */
export function notificationMessage(
  kind: NotificationKind,
  payload: unknown,
  language: Language = "en",
): NotificationMessage {
  const data: Data = payload && typeof payload === "object" ? (payload as Data) : {};
  const say = notificationTexts(language);
  const n = (value: number) => formatCount(language, value);
  const item = text(data, "assetName", "itemName", "name") ?? say.anItem;
  const assetId = text(data, "assetId");
  switch (kind) {
    case "low_stock": {
      const quantity = num(data, "quantity", "currentQuantity", "newQuantity");
      const level = text(data, "level", "state", "status") ?? "";
      const out = /out/i.test(level) || quantity === 0;
      const reorder = /reorder/i.test(level);
      const point = num(data, "reorderPoint", "threshold");
      const title = out ? say.outOfStock(item) : reorder ? say.reorderPointReached(item) : say.lowStock(item);
      const left = quantity === undefined ? "" : say.left(n(quantity));
      const at = point === undefined ? "" : say.reorderPoint(n(point));
      return { title, body: `${left || say.runningLow}${at}${say.seeReorderList}`, link: REORDER_LIST_PATH };
    }
    case "inventory.alert": {
      // core's anomaly rules' own messages (InventoryAlertEventData.anomalies), in the recipient's language
      const flagged = Array.isArray(data.anomalies)
        ? data.anomalies
            .map((a) => (a && typeof a === "object" ? (a as Data).message : undefined))
            .filter((m): m is string => typeof m === "string" && m.trim() !== "")
            .map((m) => anomalySentence(language, m))
            .join("; ")
        : "";
      const reason =
        flagged ||
        anomalySentence(language, text(data, "message", "reason", "description") ?? "") ||
        (Array.isArray(data.reasons) ? data.reasons.filter((r) => typeof r === "string").join("; ") : "");
      const quantity = num(data, "quantity", "count", "newQuantity");
      return {
        title: say.inventoryAlert(item),
        body: [reason || say.countLooksUnusual, quantity === undefined ? "" : say.counted(n(quantity))]
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
      const who = text(data, "fullName", "name", "email") ?? say.aNewMember;
      const role = text(data, "role");
      return {
        title: say.joinedOrganization(who),
        body: role ? say.joinedAs(who, say.roles[role] ?? role) : say.joined(who),
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
      if (counts !== undefined) parts.push(say.countsMade(n(counts)));
      if (low !== undefined) parts.push(say.itemsLow(n(low)));
      if (out !== undefined) parts.push(say.itemsOut(n(out)));
      if (anomalies !== undefined) parts.push(say.anomaliesOpen(n(anomalies)));
      if (quality !== undefined) parts.push(say.dataQuality(`${quality >= 0 ? "+" : ""}${n(quality)}`));
      const week = text(data, "weekStart", "week", "from");
      return {
        title: week ? say.weeklyReportOf(week) : say.weeklyReport,
        body: parts.length > 0 ? `${parts.join(", ")}.` : say.weeklySummary,
        link: text(data, "reportsPath", "link", "url")?.startsWith("/")
          ? (text(data, "reportsPath", "link", "url") as string)
          : "/reports",
      };
    }
    case "system.update":
    case "product.news": {
      // The operator's words, as typed; only the frame is the recipient's language.
      const title = text(data, "title") ?? "";
      return {
        title: kind === "system.update" ? say.systemUpdate(title) : say.newFeature(title),
        body: text(data, "body") ?? "",
        link: null,
      };
    }
  }
}
