/** The shape of a zod error that screens need (no zod import in the browser code). */
export interface ValidationIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** First message per top-level field, e.g. `{ confirmPassword: "Passwords do not match" }`. */
export function fieldErrors<Field extends string>(error: ValidationIssues): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string") continue;
    const key = field as Field;
    if (result[key] === undefined) result[key] = issue.message;
  }
  return result;
}
