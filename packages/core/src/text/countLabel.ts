/**
 * "1 form field", "2 form fields", "0 form fields": a count with its noun in the right
 * number. Irregular plurals are passed in ("1 entry" / countLabel(n, "entry", "entries")).
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}
