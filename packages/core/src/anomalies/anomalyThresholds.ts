/** Spec 02 "Anomaly detection": the three groups of asset type names (case-insensitive exact match). */
export const ANOMALY_TYPE_GROUPS = {
  bulk: ["paint", "chemical", "coating"],
  parts: ["parts", "hardware", "consumable"],
} as const;
export type AnomalyTypeGroup = "bulk" | "parts" | "other";

/** Base threshold = max(50% of previous quantity, 20), or 50 when the previous quantity is unknown. */
export const BASE_THRESHOLD_SHARE = 0.5;
export const BASE_THRESHOLD_MINIMUM = 20;
export const BASE_THRESHOLD_UNKNOWN_PREVIOUS = 50;

export interface AnomalyThresholds {
  group: AnomalyTypeGroup;
  base: number;
  /** A rise above this is a massive increase. */
  massiveIncrease: number;
  /** new / old above this is a percentage jump. */
  percentageJumpRatio: number;
  /** A rise above this outside intake/addition/transfer is unexpected. */
  unexpectedIncrease: number;
}

export function anomalyTypeGroup(assetTypeName: string | null | undefined): AnomalyTypeGroup {
  const name = assetTypeName?.trim().toLowerCase() ?? "";
  if ((ANOMALY_TYPE_GROUPS.bulk as readonly string[]).includes(name)) return "bulk";
  if ((ANOMALY_TYPE_GROUPS.parts as readonly string[]).includes(name)) return "parts";
  return "other";
}

export function baseAnomalyThreshold(previousQuantity: number | null): number {
  return previousQuantity === null
    ? BASE_THRESHOLD_UNKNOWN_PREVIOUS
    : Math.max(BASE_THRESHOLD_SHARE * previousQuantity, BASE_THRESHOLD_MINIMUM);
}

/**
 * | Type names                  | Massive increase    | Percentage-jump ratio | Unexpected increase |
 * | paint, chemical, coating    | max(base, 30)       | 2                     | 15                  |
 * | parts, hardware, consumable | max(5 x base, 100)  | 3                     | 50                  |
 * | other                       | base                | 2.5                   | 20                  |
 */
export function anomalyThresholds(
  assetTypeName: string | null | undefined,
  previousQuantity: number | null,
): AnomalyThresholds {
  const group = anomalyTypeGroup(assetTypeName);
  const base = baseAnomalyThreshold(previousQuantity);
  switch (group) {
    case "bulk":
      return { group, base, massiveIncrease: Math.max(base, 30), percentageJumpRatio: 2, unexpectedIncrease: 15 };
    case "parts":
      return { group, base, massiveIncrease: Math.max(5 * base, 100), percentageJumpRatio: 3, unexpectedIncrease: 50 };
    case "other":
      return { group, base, massiveIncrease: base, percentageJumpRatio: 2.5, unexpectedIncrease: 20 };
  }
}
