import { type FormField, fieldColumnId, parseFormSchema } from "@stockroom/core";
import { type DbOrTx, forms } from "@stockroom/db";
import { and, eq, sql } from "drizzle-orm";
import { pgArray } from "../queries/pg-array";

export interface ReportForm {
  id: string;
  name: string;
  /** Null when the stored form_data cannot be read. */
  fields: FormField[] | null;
}

/** The organization's forms by id (archived ones too: old submissions still point at them). */
export async function loadReportForms(
  db: DbOrTx,
  orgId: string,
  ids: readonly string[],
): Promise<Map<string, ReportForm>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: forms.id, name: forms.name, formData: forms.formData })
    .from(forms)
    .where(and(eq(forms.organizationId, orgId), sql`${forms.id} = any(${pgArray(unique)}::uuid[])`));
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name, fields: parseFormSchema(r.formData)?.fields ?? null }]),
  );
}

/** Each field's report column, in form order, first label spelling winning: worked out once per form. */
const fieldColumns = new WeakMap<FormField[], [fieldId: string, columnId: string][]>();
function columnsOfFields(fields: FormField[]): [string, string][] {
  let found = fieldColumns.get(fields);
  if (!found) {
    found = [];
    for (const field of fields) {
      const id = fieldColumnId(field.label?.trim() || field.id);
      found.push([field.id, id]);
    }
    fieldColumns.set(fields, found);
  }
  return found;
}

/**
 * A submission's answers by report column id: each field's answer under its label's
 * column. Without a readable form the answer keys themselves name the columns. (A report
 * of 60,000 rows calls this 60,000 times over a handful of forms: the columns of a form's
 * fields are worked out once, see `columnsOfFields`.)
 */
export function answersByColumn(
  data: Readonly<Record<string, unknown>> | null,
  form: ReportForm | undefined,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!data) return values;
  if (form?.fields) {
    for (const [fieldId, id] of columnsOfFields(form.fields)) {
      if (!Object.hasOwn(data, fieldId)) continue;
      if (!Object.hasOwn(values, id)) values[id] = data[fieldId];
    }
    return values;
  }
  for (const [key, value] of Object.entries(data)) {
    if (!key.startsWith("_")) values[fieldColumnId(key)] = value;
  }
  return values;
}
