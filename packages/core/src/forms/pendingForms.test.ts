import { describe, expect, it } from "vitest";
import { pendingFormMonths, pendingInventoryForms } from "./pendingForms";

// Spec 02 §2 "Assets": "Forms tab lists submissions … and pending forms (form_id, form_name,
// due_date, is_overdue)."
describe("pendingInventoryForms", () => {
  const now = new Date("2025-03-14T10:00:00Z");
  const oldAsset = { createdAt: new Date("2024-11-02T09:00:00Z") };
  const newAsset = { createdAt: new Date("2025-03-01T00:00:00Z") };
  const form = (submittedThisMonth: boolean, submittedLastMonth: boolean) => ({
    formId: "f1",
    formName: "Monthly count",
    submittedThisMonth,
    submittedLastMonth,
  });

  it.each([
    ["counted this month: not pending", form(true, false), oldAsset, []],
    ["counted last month, not yet this month: pending, not overdue", form(false, true), oldAsset, [false]],
    ["missed last month and not yet this month: overdue", form(false, false), oldAsset, [true]],
    ["an asset created this month is never overdue", form(false, false), newAsset, [false]],
  ])("%s", (_label, f, asset, overdue) => {
    expect(pendingInventoryForms([f], asset, now).map((p) => p.isOverdue)).toEqual(overdue);
  });

  it("is due on the last day of the month (February of a leap year, December)", () => {
    expect(pendingInventoryForms([form(false, true)], oldAsset, now)[0]).toEqual({
      formId: "f1",
      formName: "Monthly count",
      dueDate: "2025-03-31",
      isOverdue: false,
    });
    expect(pendingInventoryForms([form(false, true)], oldAsset, new Date("2024-02-10T00:00:00Z"))[0]?.dueDate).toBe(
      "2024-02-29",
    );
    expect(pendingInventoryForms([form(false, true)], oldAsset, new Date("2024-12-31T12:00:00Z"))[0]?.dueDate).toBe(
      "2024-12-31",
    );
  });

  it("looks at this month and the one before (January → December)", () => {
    expect(pendingFormMonths(new Date("2025-01-05T00:00:00Z"))).toEqual({ thisMonth: "2025-01", lastMonth: "2024-12" });
  });
});
