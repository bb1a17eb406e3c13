import { regexes } from "zod/v4/core";

/** The pattern `z.uuid()` (and so `entityId`) checks. */
const UUID_PATTERN = regexes.uuid();

/**
 * True when `value` has the shape of an id (a uuid), whatever it names. Without a zod schema
 * (importing "zod" itself loads all of it): route files call this from the web app's entry chunk.
 */
export function isEntityId(value: string): boolean {
  return UUID_PATTERN.test(value);
}
