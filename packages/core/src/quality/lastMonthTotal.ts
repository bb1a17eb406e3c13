import { numericAnswer } from "../stock/applyInventoryActions";

/** Spec 02 §9: "uses field field_13 or a field whose name contains total, ending or balance". */
export const LAST_MONTH_TOTAL_FIELD = "field_13";
export const LAST_MONTH_TOTAL_NAME_WORDS = ["total", "ending", "balance"] as const;

export const LAST_MONTH_TOTAL_SOURCES = ["form_submission", "inventory_history", "calculated", "none"] as const;
export type LastMonthTotalSource = (typeof LAST_MONTH_TOTAL_SOURCES)[number];
export type Confidence = "high" | "medium" | "low";

/** Spec 02 §3 last-month-total result. */
export interface LastMonthTotal {
  amount: number;
  source: LastMonthTotalSource;
  confidence: Confidence;
  details: string;
}

export interface LastMonthTotalInput {
  /** Latest form submission of the previous calendar month; `fields` lets labels be searched too. */
  previousMonthSubmission?: {
    submission_data: Readonly<Record<string, unknown>> | null;
    fields?: readonly { id: string; label?: string | null }[];
  } | null;
  /** The last inventory history entry of the previous month. */
  previousMonthHistory?: { quantity: number | null } | null;
  /** The first record of the current month. */
  currentMonthFirstRecord?: { quantity: number | null } | null;
}

function namesTotal(name: string): boolean {
  const lower = name.toLowerCase();
  return LAST_MONTH_TOTAL_NAME_WORDS.some((word) => lower.includes(word));
}

/** The submission's total: field_13, else an answer key, else a field label naming a total. */
export function findTotalField(
  data: Readonly<Record<string, unknown>>,
  fields: readonly { id: string; label?: string | null }[] = [],
): { fieldId: string; amount: number } | null {
  const candidates = [
    LAST_MONTH_TOTAL_FIELD,
    ...Object.keys(data).filter(namesTotal),
    ...fields.filter((f) => f.label && namesTotal(f.label)).map((f) => f.id),
  ];
  for (const fieldId of candidates) {
    const amount = Object.hasOwn(data, fieldId) ? numericAnswer(data[fieldId]) : null;
    if (amount !== null) return { fieldId, amount };
  }
  return null;
}

/**
 * Source priority of spec 02 §9: a total on last month's form submission (high), the last
 * inventory history of the previous month (medium), the first record of the current month
 * (low), else none.
 */
export function lastMonthTotal(input: LastMonthTotalInput): LastMonthTotal {
  const submission = input.previousMonthSubmission;
  const total = submission?.submission_data ? findTotalField(submission.submission_data, submission.fields) : null;
  if (total) {
    return {
      amount: total.amount,
      source: "form_submission",
      confidence: "high",
      details: `From last month's form submission (${total.fieldId})`,
    };
  }
  const history = input.previousMonthHistory?.quantity;
  if (typeof history === "number") {
    return {
      amount: history,
      source: "inventory_history",
      confidence: "medium",
      details: "From the last inventory check of last month",
    };
  }
  const first = input.currentMonthFirstRecord?.quantity;
  if (typeof first === "number") {
    return {
      amount: first,
      source: "calculated",
      confidence: "low",
      details: "Estimated from the first record of this month",
    };
  }
  return { amount: 0, source: "none", confidence: "low", details: "No data for last month" };
}
