import { router } from "../trpc";

/** Procedures of this domain arrive with its issue; the router is mounted now so the shape is stable. */
export const platformRouter = router({});
