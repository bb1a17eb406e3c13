import { z } from "zod";
import { ASSET_STATUSES } from "../constants/assets";
import { DEFAULT_PAPER_SIZE, DEFAULT_PRINT_QR_SIZE, PAPER_SIZES, PRINT_QR_SIZES } from "../labels/printSheetLayout";
import { QR_IMAGE_SIZES } from "../labels/qrImageOptions";
import { ASSET_TYPE_NOT_FOUND_MESSAGE } from "./assetTypes";
import { entityId } from "./entityId";

// The QR code manager (/assets/qr-manager, /barcode-tools; spec 02 §2 and §9).

/** Most labels one list answer holds; the screen asks to narrow the search past it. */
export const QR_LABEL_LIST_LIMIT = 500;
/** Most asset types or statuses a filter may name. */
const MAX_FILTER_VALUES = 50;

/** What the QR manager's list takes: search, status and asset type multi-filters. */
export const qrLabelListInput = z.object({
  search: z.string().trim().max(200).default(""),
  statuses: z.array(z.enum(ASSET_STATUSES)).max(MAX_FILTER_VALUES).default([]),
  assetTypeIds: z.array(entityId(ASSET_TYPE_NOT_FOUND_MESSAGE)).max(MAX_FILTER_VALUES).default([]),
});
export type QrLabelListInput = z.infer<typeof qrLabelListInput>;

export const QR_MANAGER_VIEWS = ["grid", "list"] as const;
export type QrManagerView = (typeof QR_MANAGER_VIEWS)[number];
export const QR_IMAGE_SIZE_NAMES = Object.keys(QR_IMAGE_SIZES) as (keyof typeof QR_IMAGE_SIZES)[];
export const PAPER_SIZE_NAMES = Object.keys(PAPER_SIZES) as (keyof typeof PAPER_SIZES)[];

/** A query value as the router hands it over: one string, several, or nothing. */
const manyStrings = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string()),
);

/** A bad value in the URL falls back to the default instead of failing the page. */
function orDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  return schema.catch(fallback);
}

/**
 * The QR manager's URL (`validateSearch`): q, status, type (repeatable), view, size (the
 * on-screen QR size), paper, printSize (inches), names. Values are plain query strings;
 * anything unknown is dropped, so an old or hand-edited link still opens.
 */
export const qrManagerSearch = z.object({
  q: orDefault(z.string().trim().max(200), "").default(""),
  status: manyStrings
    .transform((values) =>
      values.filter((v): v is (typeof ASSET_STATUSES)[number] => (ASSET_STATUSES as readonly string[]).includes(v)),
    )
    .catch([])
    .transform((v) => [...new Set(v)]),
  type: manyStrings
    .transform((values) => values.filter((v) => entityId("").safeParse(v).success).slice(0, MAX_FILTER_VALUES))
    .catch([])
    .transform((v) => [...new Set(v)]),
  view: orDefault(z.enum(QR_MANAGER_VIEWS), "grid").default("grid"),
  size: orDefault(z.enum(["small", "medium", "large"]), "small").default("small"),
  paper: orDefault(z.enum(["letter", "a4", "legal"]), DEFAULT_PAPER_SIZE).default(DEFAULT_PAPER_SIZE),
  printSize: orDefault(
    z.coerce.number().refine((n) => (PRINT_QR_SIZES as readonly number[]).includes(n)),
    DEFAULT_PRINT_QR_SIZE,
  ).default(DEFAULT_PRINT_QR_SIZE),
  names: orDefault(z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]), true).default(
    true,
  ),
});
export type QrManagerSearch = z.infer<typeof qrManagerSearch>;

/** Only what differs from the defaults, for a short URL. */
export function qrManagerSearchParams(search: QrManagerSearch): Record<string, string | string[]> {
  const defaults = qrManagerSearch.parse({});
  const out: Record<string, string | string[]> = {};
  if (search.q !== defaults.q) out.q = search.q;
  if (search.status.length) out.status = search.status;
  if (search.type.length) out.type = search.type;
  for (const key of ["view", "size", "paper", "printSize", "names"] as const) {
    if (search[key] !== defaults[key]) out[key] = String(search[key]);
  }
  return out;
}
