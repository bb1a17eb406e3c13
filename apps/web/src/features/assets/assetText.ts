/** A detail value as text: '—' for nothing, Yes/No for a flag. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}
