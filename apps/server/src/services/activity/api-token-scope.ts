import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The API token a request acts with (issue 27: "the activity log names the token behind
 * every write"). The REST handler runs each call inside `runWithApiToken`, and
 * recordActivity stamps every entry it writes meanwhile: each of the thirty-odd services
 * that log an action names the token without a new argument to thread through all of them.
 */
const storage = new AsyncLocalStorage<string>();

export function runWithApiToken<T>(tokenId: string, fn: () => Promise<T>): Promise<T> {
  return storage.run(tokenId, fn);
}

/** The token of the current REST call, or null (the web app, the phone, a job). */
export function currentApiTokenId(): string | null {
  return storage.getStore() ?? null;
}
