import type { DomainCases } from "../format";

export const notificationsCases: DomainCases = {
  "notifications.list": { input: () => ({}), expect: "own" },
  "notifications.unreadCount": { expect: "own" },
  "notifications.markRead": { input: (a) => ({ notificationId: a.notificationId }), expect: "refused" },
  "notifications.markAllRead": {
    expect: "own",
    note: "the caller's own notifications in the caller's organization: A's stay unread",
  },
  "notifications.preferences": { expect: "own" },
  "notifications.updatePreferences": { as: "fresh", input: () => ({ lowStockAlerts: false }), expect: "own" },
  "notifications.recipients": { expect: "own" },
  "notifications.members": { expect: "own" },
  "notifications.setRecipients": {
    input: (a) => ({ assetTypeId: a.assetTypeId, mode: "members", userIds: [a.memberUserId] }),
    expect: "refused",
  },
  "notifications.slack": { expect: "own" },
  "notifications.setSlack": {
    input: () => ({ webhookUrl: "" }),
    expect: "own",
    note: "the organization comes from the membership: B's admin clears B's webhook, never A's (no URL is set, so no test reaches Slack)",
  },
  "notifications.testSlack": {
    expect: "refused",
    note: "B has no webhook until it sets one: refused, and A's is never used",
  },
  "notifications.pushKey": {
    expect: "allowed",
    note: "the server's public VAPID key: the same for every user, public by design",
  },
  "notifications.pushStatus": { expect: "own" },
  "notifications.subscribePush": {
    as: "fresh",
    input: () => ({ endpoint: "https://push.example.test/b-browser", keys: { p256dh: "BPkey", auth: "bauth" } }),
    expect: "own",
  },
  "notifications.phonePushKey": {
    as: "pin",
    expect: "allowed",
    note: "the server's public VAPID key, for the phone app: the same for every user, public by design",
  },
  "notifications.subscribePhonePush": {
    as: "pin",
    input: () => ({ endpoint: "https://push.example.test/b-phone", keys: { p256dh: "BPkey", auth: "bauth" } }),
    expect: "own",
    note: "the subscription is the PIN session's user's (B's member), whatever the input",
  },
  "notifications.unsubscribePush": {
    input: () => ({ endpoint: "https://push.example.test/a-browser" }),
    expect: "own",
  },
};
