import { FORM_NOT_FOUND_MESSAGE, type FormField, isCalculatedField } from "@stockroom/core";
import { forms } from "@stockroom/db";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { DomainError } from "../../errors";
import type { OrgContext } from "../context";
import { getForm } from "./get-form";

type LoadedForm = Awaited<ReturnType<typeof getForm>>;

/**
 * A form as a submit uses it: getForm's answer (fields parsed by zod, rules and
 * dependencies) plus what every submit would otherwise derive again from the fields.
 */
export interface CompiledForm {
  id: string;
  name: string;
  /** The stored row's version and update time: a cached form is used only while both match. */
  stamp: string;
  fields: readonly FormField[] | null;
  rules: LoadedForm["rules"];
  dependencies: LoadedForm["dependencies"];
  fieldIds: ReadonlySet<string>;
  /** Field id → label (the history entry's change descriptions). */
  labels: ReadonlyMap<string, string>;
  /** Whether any field has a formula to recompute; without one a submit skips the engine. */
  hasFormulas: boolean;
}

/** Forms kept compiled per server process (a few KiB each). */
export const COMPILED_FORMS_MAX = 500;

const cache = new LRUCache<string, CompiledForm>({ max: COMPILED_FORMS_MAX });

/** What changes whenever the form does: every edit (fields, rules, dependencies, links, archive) sets updated_at. */
const stampOf = sql<string>`${forms.version}::text || '@' || ${forms.updatedAt}::text`;

function compile(form: LoadedForm, stamp: string): CompiledForm {
  const fields = form.fields;
  return {
    id: form.id,
    name: form.name,
    stamp,
    fields,
    rules: form.rules,
    dependencies: form.dependencies,
    fieldIds: new Set(fields?.map((f) => f.id)),
    labels: new Map(fields?.map((f) => [f.id, f.label])),
    hasFormulas: fields?.some(isCalculatedField) ?? false,
  };
}

/**
 * The form's stamp as a column of another statement (null when the form is not there or
 * archived), so a submit learns whether its compiled copy is current without a statement
 * of its own; see {@link compiledFormAt}.
 */
export function liveFormStamp(orgId: string, formId: string) {
  return sql<string | null>`(select ${stampOf} from ${forms}
    where ${forms.organizationId} = ${orgId} and ${forms.id} = ${formId} and ${forms.deletedAt} is null)`;
}

/**
 * The live form, compiled, for a submit. One small read (the row's version and update
 * time, scoped to the organization) decides whether the compiled copy of this process is
 * still the form's; only a form seen for the first time or changed since is read whole
 * and compiled again. An archived or unknown form is NOT_FOUND.
 */
export async function loadCompiledForm({ db, orgId }: OrgContext, formId: string): Promise<CompiledForm> {
  const [row] = await db.execute<{ stamp: string | null }>(sql`select ${liveFormStamp(orgId, formId)} as stamp`);
  return compiledFormAt({ db, orgId }, formId, row?.stamp ?? null);
}

/** The compiled form for a stamp read just before (null: NOT_FOUND). */
export async function compiledFormAt(
  { db, orgId }: OrgContext,
  formId: string,
  stamp: string | null,
): Promise<CompiledForm> {
  if (stamp === null) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  const key = `${orgId}:${formId}`;
  const cached = cache.get(key);
  if (cached?.stamp === stamp) return cached;
  // Read after the stamp: should the form change in between, the copy kept is newer than its
  // stamp and the next submit compiles once more; it is never older than its stamp.
  const form = await getForm({ db, orgId }, formId);
  if (form.deletedAt) throw new DomainError("NOT_FOUND", FORM_NOT_FOUND_MESSAGE);
  const compiled = compile(form, stamp);
  cache.set(key, compiled);
  return compiled;
}
