// The messages of the input bounds (limits.ts), zod-free so the phone's number rule can use them.

/**
 * 10000 → "10,000", as toLocaleString("en-US") writes a whole number. These messages are
 * built when the schemas load, and the first toLocaleString of a process loads ICU's
 * locale data (tens of ms of the server's start).
 */
function withThousands(n: number): string {
  return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",") : n.toLocaleString("en-US");
}

export function tooLongMessage(what: string, max: number): string {
  return `${what} must be at most ${withThousands(max)} characters long`;
}
export function tooLargeNumberMessage(what: string, max: number): string {
  return `${what} must be at most ${withThousands(max)}`;
}
