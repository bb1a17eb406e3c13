// The messages of the input bounds (limits.ts), zod-free so the phone's number rule can use them.

export function tooLongMessage(what: string, max: number): string {
  return `${what} must be at most ${max.toLocaleString("en-US")} characters long`;
}
export function tooLargeNumberMessage(what: string, max: number): string {
  return `${what} must be at most ${max.toLocaleString("en-US")}`;
}
