export interface BracketFormField {
  id: string;
  label: string;
}
export interface BracketMappedField {
  /** What goes into `{mapped.name}`. */
  name: string;
  label: string;
  /** Form the mapped field comes from, for `[FormName.Label]`. */
  formName?: string | null;
}
export interface BracketNotationContext {
  fields?: readonly BracketFormField[];
  mappedFields?: readonly BracketMappedField[];
}

const ASSET_PREFIX = "asset";

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function resolveBracket(label: string, context: BracketNotationContext): string | null {
  const fields = context.fields ?? [];
  const mapped = context.mappedFields ?? [];
  const field = fields.find((f) => f.label === label) ?? fields.find((f) => same(f.label, label));
  if (field) return `{${field.id}}`;
  const dot = label.indexOf(".");
  if (dot === -1) return null;
  const prefix = label.slice(0, dot);
  const rest = label.slice(dot + 1);
  const match = same(prefix, ASSET_PREFIX)
    ? mapped.find((m) => same(m.label, rest))
    : mapped.find((m) => m.formName != null && same(m.formName, prefix) && same(m.label, rest));
  return match ? `{mapped.${match.name}}` : null;
}

/**
 * Spec 02 §5: "[Field Label], [Asset.Label], [FormName.Label] maps to brace notation".
 * A form field label wins (exact, then ignoring case); then `Asset.` looks among mapped
 * fields by label, and `FormName.` among mapped fields of that form. A bracket that
 * matches nothing is left as it is and evaluates to 0 like any unknown placeholder.
 */
export function bracketToBraceNotation(formula: string, context: BracketNotationContext): string {
  return formula.replace(/\[([^[\]]+)\]/g, (whole, label: string) => resolveBracket(label, context) ?? whole);
}

/** The reverse, for showing a stored formula to a person: `{field_3}` → `[Quantity]`. */
export function braceToBracketNotation(formula: string, context: BracketNotationContext): string {
  return formula.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
    const key = name.trim();
    const field = context.fields?.find((f) => f.id === key);
    if (field) return `[${field.label}]`;
    if (key.startsWith("mapped.")) {
      const m = context.mappedFields?.find((f) => f.name === key.slice("mapped.".length));
      if (m) return m.formName ? `[${m.formName}.${m.label}]` : `[Asset.${m.label}]`;
    }
    return whole;
  });
}
