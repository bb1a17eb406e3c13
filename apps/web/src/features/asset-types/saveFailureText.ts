import { errorMessage } from "../../trpc";

/**
 * Spec 02 §8: a message containing 'already exists' (the duplicate-name text) is shown
 * as is; anything else becomes the screen's fallback ('Failed to save asset type').
 */
export function saveFailureText(error: unknown, fallback: string): string {
  const text = errorMessage(error, fallback);
  return text.includes("already exists") ? text : fallback;
}
