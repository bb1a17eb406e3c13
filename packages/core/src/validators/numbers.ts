import { z } from "zod";
import { type NumberRule, readNumberValue } from "./numberText";

export * from "./numberText";

/**
 * The zod schema of a number field: a number or the typed text, read by the rule. The
 * screens run it over the text in the field; the server over the number the screen sent.
 * Empty gives null when the rule is not `required`.
 */
export function numberField(rule: NumberRule & { required: true }): z.ZodType<number, string | number>;
export function numberField(
  rule: NumberRule,
): z.ZodOptional<z.ZodType<number | null, string | number | null | undefined>>;
export function numberField(
  rule: NumberRule,
): z.ZodType<number | null | undefined, string | number | null | undefined> {
  // `.optional()` first so an absent key reaches the rule (its 'is required'), not zod's own message.
  const read = z
    .custom<string | number | null | undefined>(() => true)
    // How the REST API's document (issue 27) describes it: a number, or its text as typed.
    .meta({ type: ["number", "string", "null"], description: "A number, or its text as typed" })
    .optional()
    .transform((value, ctx) => {
      const r = readNumberValue(value, rule);
      if (r.ok) return r.value;
      ctx.addIssue({ code: "custom", message: r.message });
      return z.NEVER;
    });
  // An optional field may be left out of the object altogether.
  return rule.required ? read : read.optional();
}
