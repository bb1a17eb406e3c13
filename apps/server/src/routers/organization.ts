import { orgProcedure, router } from "../trpc";

export const organizationRouter = router({
  /** The caller's organization as loaded with the session. */
  current: orgProcedure.query(({ ctx }) => ctx.viewer.membership?.organization ?? null),
});
