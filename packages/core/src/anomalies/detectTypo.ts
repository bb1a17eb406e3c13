/** Spec 02 "Anomaly detection": typo rules of a rise from `previous` to `current`. */
export const TYPO_RATIO_MIN = 9.5;
export const TYPO_RATIO_MAX = 10.5;
export const TYPO_LEADING_ONE_TOLERANCE = 5;
export const TYPO_EXACT_INCREASES = [100, 1000] as const;

export type TypoKind = "ten_times" | "extra_leading_one" | "exact_increase";
export interface LikelyTypo {
  kind: TypoKind;
  /** The quantity that was probably meant. */
  fix: number;
}

/**
 * - ratio between 9.5 and 10.5: fix = new quantity divided by 10, rounded down;
 * - an extra leading 1 digit, the rest within 5 of the previous: fix = the rest;
 * - an increase of exactly 100 or 1000: fix = previous quantity.
 */
export function detectTypo(previous: number, current: number): LikelyTypo | null {
  if (current <= previous) return null;
  if (previous > 0) {
    const ratio = current / previous;
    if (ratio >= TYPO_RATIO_MIN && ratio <= TYPO_RATIO_MAX) return { kind: "ten_times", fix: Math.floor(current / 10) };
  }
  // "1" typed before a number as someone would write it: 125 → 25, 10 → 0, but not 106 → "06".
  const rest = /^1(0|[1-9]\d*)(\.\d+)?$/.exec(String(current));
  if (rest) {
    const fix = Number(String(current).slice(1));
    if (Math.abs(fix - previous) <= TYPO_LEADING_ONE_TOLERANCE) return { kind: "extra_leading_one", fix };
  }
  if ((TYPO_EXACT_INCREASES as readonly number[]).includes(current - previous))
    return { kind: "exact_increase", fix: previous };
  return null;
}

/** The exact +100 / +1000 rule on its own (it also makes its own medium anomaly). */
export function isExactTypoIncrease(previous: number, current: number): boolean {
  return (TYPO_EXACT_INCREASES as readonly number[]).includes(current - previous);
}
