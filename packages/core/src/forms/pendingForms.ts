import { addMonthsToKey, monthEnd, monthKey } from "../reports/monthKey";

// Spec 02 §2 "Assets": "Forms tab lists submissions (latest first, with form name and
// submitter name) and pending forms (form_id, form_name, due_date, is_overdue)."

/** One of the asset type's inventory forms (the monthly count) and this asset's submissions of it. */
export interface InventoryFormSubmissions {
  formId: string;
  formName: string;
  submittedThisMonth: boolean;
  submittedLastMonth: boolean;
}

export interface PendingForm {
  formId: string;
  formName: string;
  /** The last day of the current month, YYYY-MM-DD. */
  dueDate: string;
  isOverdue: boolean;
}

/**
 * The asset's pending forms: an inventory form is pending when the asset has no
 * submission of it this month; it is due at the month's end and overdue when last
 * month's count was missed too — only for an asset that existed before this month.
 */
export function pendingInventoryForms(
  forms: readonly InventoryFormSubmissions[],
  asset: { createdAt: Date },
  now: Date,
): PendingForm[] {
  const thisMonth = monthKey(now);
  const existedLastMonth = monthKey(asset.createdAt) < thisMonth;
  const dueDate = monthEnd(thisMonth).toISOString().slice(0, 10);
  return forms
    .filter((f) => !f.submittedThisMonth)
    .map((f) => ({
      formId: f.formId,
      formName: f.formName,
      dueDate,
      isOverdue: existedLastMonth && !f.submittedLastMonth,
    }));
}

/** The two months the pending rule looks at: this one and the one before. */
export function pendingFormMonths(now: Date): { thisMonth: string; lastMonth: string } {
  const thisMonth = monthKey(now);
  return { thisMonth, lastMonth: addMonthsToKey(thisMonth, -1) };
}
