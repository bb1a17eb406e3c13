import { LANGUAGES, profileInput } from "@stockroom/core";
import { z } from "zod";
import { getProfile } from "../services/profile/get-profile";
import { updateAvatar } from "../services/profile/update-avatar";
import { updateLanguage } from "../services/profile/update-language";
import { updateProfile } from "../services/profile/update-profile";
import { protectedProcedure, router } from "../trpc";

/** "Your Profile": leaving out `quickAccessPin` keeps the PIN; "" or null clears it. */
const profileUpdateInput = z.object({
  fullName: profileInput.shape.fullName,
  quickAccessPin: profileInput.shape.quickAccessPin.optional(),
});

export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.viewer.user.id)),
  update: protectedProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) =>
      updateProfile(
        ctx,
        { id: ctx.viewer.user.id, organizationId: ctx.viewer.membership?.organizationId ?? null },
        input,
      ),
    ),
  updateAvatar: protectedProcedure
    .input(z.object({ avatarUrl: z.string().max(500).nullable() }))
    .mutation(({ ctx, input }) => updateAvatar(ctx.db, ctx.viewer.user.id, input.avatarUrl)),
  /** App Settings › Language, kept with the profile for mail (the screen itself reads the browser's copy). */
  updateLanguage: protectedProcedure
    .input(z.object({ language: z.enum(LANGUAGES) }))
    .mutation(({ ctx, input }) => updateLanguage(ctx.db, ctx.viewer.user.id, input.language)),
});
