import {
  notificationIdInput,
  notificationListInput,
  notificationPreferencesInput,
  notificationRecipientsInput,
  pushEndpointInput,
  pushSubscriptionInput,
  slackWebhookInput,
} from "@stockroom/core";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  unreadNotificationCount,
} from "../services/notifications/inbox";
import { getNotificationPreferences, updateNotificationPreferences } from "../services/notifications/preferences";
import { pushSubscriptionCount, subscribePush, unsubscribePush } from "../services/notifications/push";
import {
  listNotifiableMembers,
  listNotificationRecipients,
  setNotificationRecipients,
} from "../services/notifications/recipients";
import { getSlackSettings, sendSlackTestMessage, setSlackWebhook } from "../services/notifications/slack";
import { readOrCreateVapidKeys } from "../services/notifications/vapid-keys";
import { orgAdminProcedure, orgProcedure, phoneProcedure, protectedProcedure, router } from "../trpc";
import { actorContext, orgContext, serviceContext } from "./service-context";

/** Issue 25, delivery side: the bell, the user's switches, the admin's recipients and Slack, Web Push. */
export const notificationsRouter = router({
  list: orgProcedure
    .input(notificationListInput)
    .query(({ ctx, input }) => listNotifications(serviceContext(ctx), input)),
  unreadCount: orgProcedure.query(({ ctx }) => unreadNotificationCount(serviceContext(ctx))),
  markRead: orgProcedure
    .input(notificationIdInput)
    .mutation(({ ctx, input }) => markNotificationRead(serviceContext(ctx), input)),
  markAllRead: orgProcedure.mutation(({ ctx }) => markAllNotificationsRead(serviceContext(ctx))),

  preferences: protectedProcedure.query(({ ctx }) => getNotificationPreferences(actorContext(ctx))),
  updatePreferences: protectedProcedure
    .input(notificationPreferencesInput)
    .mutation(({ ctx, input }) => updateNotificationPreferences(actorContext(ctx), input)),

  recipients: orgAdminProcedure.query(({ ctx }) => listNotificationRecipients(orgContext(ctx))),
  members: orgAdminProcedure.query(({ ctx }) => listNotifiableMembers(orgContext(ctx))),
  setRecipients: orgAdminProcedure
    .input(notificationRecipientsInput)
    .mutation(({ ctx, input }) => setNotificationRecipients(serviceContext(ctx), input)),

  slack: orgAdminProcedure.query(({ ctx }) => getSlackSettings(orgContext(ctx))),
  setSlack: orgAdminProcedure.input(slackWebhookInput).mutation(({ ctx, input }) =>
    setSlackWebhook(serviceContext(ctx), input, {
      localReceivers: ctx.config.localReceivers,
      language: ctx.req.language,
    }),
  ),
  testSlack: orgAdminProcedure.mutation(({ ctx }) =>
    sendSlackTestMessage(orgContext(ctx), { language: ctx.req.language }),
  ),

  pushKey: protectedProcedure.query(async ({ ctx }) => ({
    publicKey: (await readOrCreateVapidKeys(ctx.config.dataDir, ctx.config.vapidKeys)).publicKey,
  })),
  pushStatus: protectedProcedure.query(async ({ ctx }) => ({
    subscriptions: await pushSubscriptionCount(actorContext(ctx)),
  })),
  subscribePush: protectedProcedure
    .input(pushSubscriptionInput)
    .mutation(({ ctx, input }) =>
      subscribePush(actorContext(ctx), input, { localReceivers: ctx.config.localReceivers }),
    ),
  // The phone app (a PIN session or a sign-in): the same subscription, for the user acting.
  phonePushKey: phoneProcedure("readMobile").query(async ({ ctx }) => ({
    publicKey: (await readOrCreateVapidKeys(ctx.config.dataDir, ctx.config.vapidKeys)).publicKey,
  })),
  subscribePhonePush: phoneProcedure("readMobile")
    .input(pushSubscriptionInput)
    .mutation(({ ctx, input }) =>
      subscribePush({ db: ctx.db, actorId: ctx.actorId }, input, { localReceivers: ctx.config.localReceivers }),
    ),
  unsubscribePush: protectedProcedure
    .input(pushEndpointInput)
    .mutation(({ ctx, input }) => unsubscribePush(actorContext(ctx), input)),
});
