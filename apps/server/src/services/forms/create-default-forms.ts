import {
  DEFAULT_NUMBER_PLACEHOLDER,
  FALLBACK_FORM_CONDITIONS,
  type FormField,
  formSchema,
  type Language,
} from "@stockroom/core";
import { forms, type Transaction } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { defaultFormText } from "../../i18n/serverMessages";
import { recordActivity } from "../activity/record-activity";
import type { ServiceContext } from "../context";
import { activeFormNamesStartingWith } from "./form-name-conflict";
import { linkFormInTransaction } from "./link-form-in-transaction";
import { lockAssetTypeSlots } from "./lock-asset-type-slots";
import { syncMappedFields } from "./sync-mapped-fields";

const field = (f: Partial<FormField> & Pick<FormField, "id" | "label" | "type">): FormField =>
  formSchema.parse({ fields: [f] }).fields[0] as FormField;

/**
 * Intake: how many arrived (added to stock), where they went, notes. Labels and placeholder
 * in `language` (the English is the spec's); the field ids and actions are the same in all.
 */
export function defaultIntakeFields(language: Language = "en"): FormField[] {
  const say = (english: string) => defaultFormText(english, language);
  return [
    field({
      id: "field_1",
      label: say("Quantity Received"),
      type: "number",
      required: true,
      placeholder: say(DEFAULT_NUMBER_PLACEHOLDER),
      inventory_action: "add",
    }),
    field({ id: "field_2", label: say("Location"), type: "text" }),
    field({ id: "field_3", label: say("Notes"), type: "textarea" }),
  ];
}

/**
 * Inventory: the spec's fallback inventory form — quantity (required, sets the stock),
 * location, condition, notes. The condition's options stay the history's condition values
 * (excellent, good, fair, poor): a submission stores the answer as the entry's condition.
 */
export function defaultInventoryFields(language: Language = "en"): FormField[] {
  const say = (english: string) => defaultFormText(english, language);
  return [
    field({
      id: "field_1",
      label: say("Quantity"),
      type: "number",
      required: true,
      placeholder: say(DEFAULT_NUMBER_PLACEHOLDER),
      inventory_action: "set",
    }),
    field({ id: "field_2", label: say("Location"), type: "text" }),
    field({ id: "field_3", label: say("Condition"), type: "select", options: [...FALLBACK_FORM_CONDITIONS] }),
    field({ id: "field_4", label: say("Notes"), type: "textarea" }),
  ];
}

/** "{base}", or "{base} (2)", "(3)" … when an active form has the name. */
async function freeName(tx: Transaction, orgId: string, base: string): Promise<string> {
  const taken = await activeFormNamesStartingWith(tx, orgId, base);
  if (!taken.has(base.toLowerCase())) return base;
  let n = 2;
  while (taken.has(`${base} (${n})`.toLowerCase())) n++;
  return `${base} (${n})`;
}

/**
 * create_default_forms_for_asset_type: fills the type's empty intake and inventory slots
 * with "{type} Intake Form" and "{type} Inventory Form", in one transaction. A filled
 * slot is left alone; the answer lists the forms made. The forms' names, descriptions, labels
 * and placeholders are written in `language`, the creating admin's screen language (the
 * organization has none of its own): they become the organization's texts, as a new form in
 * the builder starts in the admin's language. English is the spec's wording.
 */
export async function createDefaultForms(
  { db, orgId, actorId }: ServiceContext,
  assetTypeId: string,
  language: Language = "en",
) {
  return db.transaction(async (tx) => {
    const type = await lockAssetTypeSlots(tx, orgId, assetTypeId);
    // Serializes name picking with duplicates and other default-form runs of the organization.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forms-copy:${orgId}`}))`);

    const created: { id: string; name: string; purpose: "intake" | "inventory" }[] = [];
    const plans = [
      {
        purpose: "intake" as const,
        filled: type.intakeFormId,
        name: "{0} Intake Form",
        description: "Default intake form for {0}",
        fields: defaultIntakeFields(language),
      },
      {
        purpose: "inventory" as const,
        filled: type.inventoryFormId,
        name: "{0} Inventory Form",
        description: "Default inventory form for {0}",
        fields: defaultInventoryFields(language),
      },
    ];
    for (const plan of plans) {
      if (plan.filled) continue;
      const name = await freeName(tx, orgId, defaultFormText(plan.name, language, type.name));
      const [form] = await tx
        .insert(forms)
        .values({
          organizationId: orgId,
          name,
          description: defaultFormText(plan.description, language, type.name),
          purpose: plan.purpose,
          formType: plan.purpose,
          formData: { fields: plan.fields },
          createdBy: actorId,
        })
        .returning({ id: forms.id, name: forms.name });
      if (!form) throw new Error("form insert returned no row");
      await linkFormInTransaction(tx, orgId, { assetTypeId: type.id, formId: form.id, purpose: plan.purpose });
      await syncMappedFields(tx, orgId, form.id, plan.fields);
      created.push({ ...form, purpose: plan.purpose });
    }
    if (created.length > 0) {
      await recordActivity(tx, orgId, actorId, {
        type: "form_created",
        description: `Default forms created for "${type.name}"`,
        entityType: "asset_type",
        entityId: type.id,
      });
    }
    return { created };
  });
}
