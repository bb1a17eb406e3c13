/**
 * Where the small first script of each page (written by apps/web/routePreload.ts at build)
 * leaves the answer it asked for before the entry arrived; src/lib/earlyAnswer.ts takes it.
 * No imports here: the build's plugin reads this file too.
 */
export const EARLY_ANSWER = {
  /**
   * index.html: one batched tRPC GET with `auth.session`, which the app gate waits for, and
   * the first screen's data when the address has some (/assets: its rows and type options).
   * A first screen's own page (page-*.html) has no first script: the entry asks for the
   * batch its `<link rel=preload data-paths>` names and puts it here (src/lib/earlyAnswer.ts).
   */
  session: "__stockroomSession",
  /** phone.html: `mobile.page` of the /qr/{code} or /mobile/asset/{id} being opened. */
  phonePage: "__stockroomPhonePage",
} as const;

/** One batched GET as tRPC's batch link writes it, and the procedures it calls, in order. */
export interface EarlyBatch {
  paths: string[];
  url: string;
}
