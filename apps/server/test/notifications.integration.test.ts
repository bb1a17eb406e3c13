/**
 * Issue 25, delivery side: who gets what, and every switch observed through its real
 * channel — a real SMTP server (smtp-server) receives the mail, a local HTTP receiver stands
 * in for Slack, the bell's procedures answer over HTTP. The events are planned as the outbox
 * consumer plans them (planNotifications in the dispatch transaction).
 */
import { DEFAULT_ORGANIZATION_SETTINGS, nextDigestAt, type OrganizationSettings } from "@stockroom/core";
import {
  assets,
  assetTypes,
  createDatabase,
  type Database,
  notificationDeliveries,
  notifications,
  organizations,
} from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import { emitEvent } from "../src/services/events/emit-event";
import { deliverDueNotifications } from "../src/services/notifications/deliver-notifications";
import { readOrCreateVapidKeys } from "../src/services/notifications/vapid-keys";
import {
  createOrganization,
  createUser,
  failure,
  setUpTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
} from "./harness";
import {
  addresses,
  deliveryDeps,
  dispatchEvent,
  HttpReceiver,
  MailSink,
  ORIGIN,
  PushReceiver,
} from "./notifications-helpers";

let t: TestApp;
let db: Database;
const sink = new MailSink();
const slack = new HttpReceiver();
let slackUrl = "";
let orgId = "";
let otherOrgId = "";
let boltsTypeId = "";
let nutsTypeId = "";
let boltsAssetId = "";
let nutsAssetId = "";
const people: Record<
  "admin" | "manager" | "member" | "viewer" | "outsider",
  { id: string; email: string; c: TestClient }
> = {} as never;

setUpTestApp(
  async (app) => {
    t = app;
    db = app.db.db as unknown as Database;
    await sink.start();
    slackUrl = await slack.start();
    const org = await createOrganization(app.db.db, "Channels Org");
    const other = await createOrganization(app.db.db, "Other Org");
    orgId = org.id;
    otherOrgId = other.id;
    for (const role of ["admin", "manager", "member", "viewer"] as const) {
      const email = `${role}@channels.test`;
      const user = await createUser(app.db.db, { email, password: "test-password", org: { id: org.id, role } });
      people[role] = { id: user.id, email, c: await signedInClient(app, email) };
    }
    const outsiderEmail = "admin@other.test";
    const outsider = await createUser(app.db.db, {
      email: outsiderEmail,
      password: "test-password",
      org: { id: other.id, role: "admin" },
    });
    people.outsider = { id: outsider.id, email: outsiderEmail, c: await signedInClient(app, outsiderEmail) };
    const [bolts] = await db.insert(assetTypes).values({ organizationId: org.id, name: "Bolts" }).returning();
    const [nuts] = await db.insert(assetTypes).values({ organizationId: org.id, name: "Nuts" }).returning();
    boltsTypeId = bolts?.id ?? "";
    nutsTypeId = nuts?.id ?? "";
    const [boltAsset] = await db
      .insert(assets)
      .values({ organizationId: org.id, assetTypeId: boltsTypeId, name: "M6 bolt" })
      .returning();
    const [nutAsset] = await db
      .insert(assets)
      .values({ organizationId: org.id, assetTypeId: nutsTypeId, name: "M6 nut" })
      .returning();
    boltsAssetId = boltAsset?.id ?? "";
    nutsAssetId = nutAsset?.id ?? "";
  },
  { STOCKROOM_LOCAL_RECEIVERS: "1" },
);

afterAll(async () => {
  await sink.stop();
  await slack.stop();
});

async function setOrgSettings(patch: Partial<OrganizationSettings>) {
  const settings = { ...DEFAULT_ORGANIZATION_SETTINGS, ...patch };
  await people.admin.c.trpc.organization.updateSettings.mutate(settings);
}

const lowStock = (assetId: string, name: string, quantity = 3) => ({
  organizationId: orgId,
  kind: "low_stock",
  data: { assetId, assetName: name, quantity, level: "low" },
});

// Signed with this server's secret, so the mails' unsubscribe links work on it.
const deps = () => deliveryDeps(db, sink.url, { secret: () => t.app.deps.config.pinSecret });

async function notificationsOf(userId: string, eventId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.eventId, eventId)));
}

describe("who gets what", () => {
  beforeAll(async () => {
    await setOrgSettings({});
  });

  it("low stock of an asset type with no choice goes to all managers (and admins): in the app and by e-mail, with links and an unsubscribe per kind", async () => {
    const before = sink.mails.length;
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 3));
    for (const role of ["admin", "manager"] as const)
      expect(await notificationsOf(people[role].id, id)).toHaveLength(1);
    for (const role of ["member", "viewer"] as const)
      expect(await notificationsOf(people[role].id, id)).toHaveLength(0);
    expect(await notificationsOf(people.outsider.id, id)).toHaveLength(0);

    const outcome = await deliverDueNotifications(deps());
    expect(outcome.sent).toBe(2);
    const mails = sink.mails.slice(before);
    expect(mails.flatMap(addresses).sort()).toEqual([people.admin.email, people.manager.email].sort());
    const mail = sink.to(people.manager.email).at(-1);
    expect(mail?.subject).toBe("Stockroom: Low stock: M6 bolt");
    expect(mail?.text).toContain("3 left");
    expect(mail?.text).toContain(`${ORIGIN}/inventory/reorder`);
    expect(mail?.text).toContain(`Notification settings: ${ORIGIN}/app-settings`);
    expect(mail?.text).toMatch(
      /Unsubscribe from Low stock alerts: http:\/\/stockroom\.test\/notifications\/unsubscribe\?token=/,
    );
    expect(mail?.html).toContain("Open in Stockroom");
    const headerLines = mail?.headerLines.map((h) => h.line) ?? [];
    expect(headerLines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(headerLines.find((l) => l.startsWith("List-Unsubscribe:"))).toMatch(/notifications\/unsubscribe\?token=/);

    // The bell: the manager's unread count and list, with the link to the reorder list.
    const list = await people.manager.c.trpc.notifications.list.query({});
    expect(list.unread).toBeGreaterThanOrEqual(1);
    expect(list.items[0]).toMatchObject({ title: "Low stock: M6 bolt", link: "/inventory/reorder", readAt: null });
  });

  it("an admin names members for an asset type: only they hear of it", async () => {
    await people.admin.c.trpc.notifications.setRecipients.mutate({
      assetTypeId: nutsTypeId,
      mode: "members",
      userIds: [people.member.id],
    });
    const { id } = await dispatchEvent(db, {
      organizationId: orgId,
      kind: "inventory.alert",
      data: { assetId: nutsAssetId, assetName: "M6 nut", message: "The count jumped", quantity: 900 },
    });
    expect(await notificationsOf(people.member.id, id)).toHaveLength(1);
    for (const role of ["admin", "manager", "viewer"] as const)
      expect(await notificationsOf(people[role].id, id)).toHaveLength(0);
    const before = sink.to(people.member.email).length;
    await deliverDueNotifications(deps());
    const mail = sink.to(people.member.email).at(-1);
    expect(sink.to(people.member.email)).toHaveLength(before + 1);
    expect(mail?.subject).toBe("Stockroom: Inventory alert: M6 nut");
    expect(mail?.text).toContain("The count jumped (counted 900)");
    expect(mail?.text).toContain(`/assets/${nutsAssetId}/inventory/history`);
    const recipients = await people.admin.c.trpc.notifications.recipients.query();
    expect(recipients.find((r) => r.assetTypeId === nutsTypeId)).toMatchObject({
      mode: "members",
      userIds: [people.member.id],
    });
  });

  it("naming someone outside the organization is refused and changes nothing", async () => {
    const err = await failure(
      people.admin.c.trpc.notifications.setRecipients.mutate({
        assetTypeId: boltsTypeId,
        mode: "members",
        userIds: [people.outsider.id],
      }),
    );
    expect(err.message).toBe("Only members of this organization can be notified");
    const recipients = await people.admin.c.trpc.notifications.recipients.query();
    expect(recipients.find((r) => r.assetTypeId === boltsTypeId)?.mode).toBe("managers");
    const empty = await failure(
      people.admin.c.trpc.notifications.setRecipients.mutate({
        assetTypeId: boltsTypeId,
        mode: "members",
        userIds: [],
      }),
    );
    expect(empty.message).toContain("Choose at least one member to notify");
  });

  it("Low stock alerts off (App Settings): the user receives none of it, in the app or by e-mail; the others still do", async () => {
    await people.manager.c.trpc.notifications.updatePreferences.mutate({ lowStockAlerts: false });
    const before = sink.to(people.manager.email).length;
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 2));
    await deliverDueNotifications(deps());
    expect(await notificationsOf(people.manager.id, id)).toHaveLength(0);
    expect(sink.to(people.manager.email)).toHaveLength(before);
    expect(await notificationsOf(people.admin.id, id)).toHaveLength(1);
    await people.manager.c.trpc.notifications.updatePreferences.mutate({ lowStockAlerts: true });
  });

  it("Inventory alerts off: no inventory alert reaches the user", async () => {
    await people.member.c.trpc.notifications.updatePreferences.mutate({ inventoryAlerts: false });
    const before = sink.to(people.member.email).length;
    const { id } = await dispatchEvent(db, {
      organizationId: orgId,
      kind: "inventory.alert",
      data: { assetId: nutsAssetId, assetName: "M6 nut", message: "Negative usage" },
    });
    await deliverDueNotifications(deps());
    expect(await notificationsOf(people.member.id, id)).toHaveLength(0);
    expect(sink.to(people.member.email)).toHaveLength(before);
    await people.member.c.trpc.notifications.updatePreferences.mutate({ inventoryAlerts: true });
  });

  it("Email notifications off (App Settings): in the app only, no mail", async () => {
    await people.admin.c.trpc.notifications.updatePreferences.mutate({ emailNotifications: false });
    const before = sink.to(people.admin.email).length;
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 1));
    await deliverDueNotifications(deps());
    expect(await notificationsOf(people.admin.id, id)).toHaveLength(1);
    expect(sink.to(people.admin.email)).toHaveLength(before);
    await people.admin.c.trpc.notifications.updatePreferences.mutate({ emailNotifications: true });
  });

  it("Email notifications off for the organization: nobody gets mail, the bell still rings", async () => {
    await setOrgSettings({ emailNotifications: false });
    const before = sink.mails.length;
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 1));
    await deliverDueNotifications(deps());
    expect(sink.mails.length).toBe(before);
    expect(await notificationsOf(people.manager.id, id)).toHaveLength(1);
    await setOrgSettings({});
  });

  it("Member join notifications: on, the admins (not the newcomer) hear of it; off, nobody", async () => {
    await setOrgSettings({ memberJoinNotifications: true });
    const joined = await dispatchEvent(db, {
      organizationId: orgId,
      kind: "member.joined",
      data: { userId: people.viewer.id, fullName: "Vera Viewer", role: "viewer" },
    });
    await deliverDueNotifications(deps());
    expect(await notificationsOf(people.admin.id, joined.id)).toHaveLength(1);
    expect(await notificationsOf(people.manager.id, joined.id)).toHaveLength(0);
    expect(sink.to(people.admin.email).at(-1)?.subject).toBe("Stockroom: Vera Viewer joined the organization");

    await setOrgSettings({ memberJoinNotifications: false });
    const before = sink.mails.length;
    const silent = await dispatchEvent(db, {
      organizationId: orgId,
      kind: "member.joined",
      data: { userId: people.viewer.id, fullName: "Vera Viewer", role: "viewer" },
    });
    await deliverDueNotifications(deps());
    expect(silent.notifications).toBe(0);
    expect(sink.mails.length).toBe(before);
    await setOrgSettings({});
  });

  it("Weekly reports: off (the default), nothing; on, managers and admins get the summary with a link to the reports", async () => {
    const off = await dispatchEvent(db, { organizationId: orgId, kind: "report.weekly", data: { countsMade: 4 } });
    expect(off.notifications).toBe(0);
    await setOrgSettings({ weeklyReports: true });
    const on = await dispatchEvent(db, {
      organizationId: orgId,
      kind: "report.weekly",
      data: {
        weekStart: "2026-11-23",
        countsMade: 12,
        lowItems: 3,
        outItems: 1,
        anomaliesOpen: 2,
        qualityScoreChange: 5,
      },
    });
    await deliverDueNotifications(deps());
    expect(await notificationsOf(people.manager.id, on.id)).toHaveLength(1);
    expect(await notificationsOf(people.member.id, on.id)).toHaveLength(0);
    const mail = sink.to(people.manager.email).at(-1);
    expect(mail?.subject).toBe("Stockroom: Weekly report: week of 2026-11-23");
    expect(mail?.text).toContain("12 counts made, 3 items low, 1 out of stock, 2 anomalies open, data quality +5.");
    expect(mail?.text).toContain(`${ORIGIN}/reports`);
    await setOrgSettings({});
  });

  it("System updates off: member joins and weekly reports stop for that user", async () => {
    await setOrgSettings({ weeklyReports: true });
    await people.manager.c.trpc.notifications.updatePreferences.mutate({ systemUpdates: false });
    const ev = await dispatchEvent(db, { organizationId: orgId, kind: "report.weekly", data: { countsMade: 1 } });
    expect(await notificationsOf(people.manager.id, ev.id)).toHaveLength(0);
    expect(await notificationsOf(people.admin.id, ev.id)).toHaveLength(1);
    await people.manager.c.trpc.notifications.updatePreferences.mutate({ systemUpdates: true });
    await setOrgSettings({});
    await deliverDueNotifications(deps());
  });
});

describe("e-mail: digest, unsubscribe, SMTP down", () => {
  it("a daily digest holds the day's events and sends them as one mail at 08:00 in the organization's zone", async () => {
    await people.member.c.trpc.notifications.updatePreferences.mutate({ emailDigest: true });
    await people.admin.c.trpc.notifications.setRecipients.mutate({
      assetTypeId: boltsTypeId,
      mode: "members",
      userIds: [people.member.id],
    });
    const now = new Date("2026-11-26T15:00:00Z");
    for (const [quantity, name] of [
      [4, "M6 bolt"],
      [0, "M6 bolt"],
    ] as const) {
      await dispatchEvent(db, lowStock(boltsAssetId, name, quantity), now);
    }
    await dispatchEvent(
      db,
      {
        organizationId: orgId,
        kind: "inventory.alert",
        data: { assetId: boltsAssetId, assetName: "M6 bolt", message: "Looks like a typo" },
      },
      now,
    );
    const before = sink.to(people.member.email).length;
    await deliverDueNotifications(deps(), { now });
    expect(sink.to(people.member.email)).toHaveLength(before);

    const due = nextDigestAt(now, "America/New_York");
    expect(due.toISOString()).toBe("2026-11-27T13:00:00.000Z");
    await deliverDueNotifications(deps(), { now: due });
    const digests = sink.to(people.member.email).slice(before);
    expect(digests).toHaveLength(1);
    const digest = digests[0];
    expect(digest?.subject).toBe("Stockroom daily digest: 3 notifications");
    expect(digest?.text).toContain("Low stock: M6 bolt");
    expect(digest?.text).toContain("Out of stock: M6 bolt");
    expect(digest?.text).toContain("Inventory alert: M6 bolt");
    expect(digest?.text).toContain("Unsubscribe from Low stock alerts");
    expect(digest?.text).toContain("Unsubscribe from Inventory alerts");
    await people.member.c.trpc.notifications.updatePreferences.mutate({ emailDigest: false });
  });

  it("turning a kind off stops what is still waiting for the digest", async () => {
    await people.member.c.trpc.notifications.updatePreferences.mutate({ emailDigest: true });
    const now = new Date("2026-11-26T15:00:00Z");
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 2), now);
    await people.member.c.trpc.notifications.updatePreferences.mutate({ lowStockAlerts: false });
    const before = sink.to(people.member.email).length;
    await deliverDueNotifications(deps(), { now: nextDigestAt(now, "America/New_York") });
    expect(sink.to(people.member.email)).toHaveLength(before);
    const [row] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id));
    expect(row?.status).toBe("skipped");
    await people.member.c.trpc.notifications.updatePreferences.mutate({ lowStockAlerts: true, emailDigest: false });
  });

  it("the mail's one-click unsubscribe link needs no sign-in and turns that kind off", async () => {
    await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 5));
    await deliverDueNotifications(deps());
    const mail = sink.to(people.member.email).at(-1);
    const link = /Unsubscribe from Low stock alerts: (\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(link).toContain("/notifications/unsubscribe?token=");
    const own = link.replace(ORIGIN, t.baseUrl.replace(/\/$/, ""));
    const page = await fetch(own); // no cookie: no sign-in
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("You will no longer receive low stock alerts.");
    expect((await people.member.c.trpc.notifications.preferences.query()).lowStockAlerts).toBe(false);
    const before = sink.to(people.member.email).length;
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 1));
    await deliverDueNotifications(deps());
    expect(sink.to(people.member.email)).toHaveLength(before);
    expect(await notificationsOf(people.member.id, id)).toHaveLength(0);
    const tampered = await fetch(`${own.slice(0, -3)}abc`);
    expect(tampered.status).toBe(400);
    await people.member.c.trpc.notifications.updatePreferences.mutate({ lowStockAlerts: true });
  });

  it("SMTP down: retried with backoff, sent once when SMTP returns", async () => {
    const port = sink.port;
    await sink.stop();
    const now = new Date();
    const { id } = await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 7), now);
    const first = await deliverDueNotifications(deps(), { now });
    expect(first.retried).toBe(1);
    const [waiting] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id));
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Still down at the next attempt: put off again, further.
    const second = await deliverDueNotifications(deps(), { now: waiting?.nextAttemptAt });
    expect(second.retried).toBe(1);
    const [again] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id));
    expect(again?.attempts).toBe(2);
    expect((again?.nextAttemptAt.getTime() ?? 0) - (waiting?.nextAttemptAt.getTime() ?? 0)).toBeGreaterThan(
      (waiting?.nextAttemptAt.getTime() ?? 0) - now.getTime(),
    );

    await sink.start(port);
    const before = sink.to(people.member.email).length;
    const early = await deliverDueNotifications(deps(), { now: waiting?.nextAttemptAt });
    expect(early.sent).toBe(0); // not due yet
    await deliverDueNotifications(deps(), { now: again?.nextAttemptAt });
    await deliverDueNotifications(deps(), { now: new Date((again?.nextAttemptAt.getTime() ?? 0) + 3_600_000) });
    const received = sink
      .to(people.member.email)
      .slice(before)
      .filter((m) => m.text?.includes("7 left"));
    expect(received).toHaveLength(1);
    const [sent] = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id));
    expect(sent).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("two delivery processes on one database send each mail once", async () => {
    const second = createDatabase(t.db.url, { max: 4 });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push((await dispatchEvent(db, lowStock(boltsAssetId, `Twin ${i}`, 3))).id);
      const before = sink.to(people.member.email).length;
      const [a, b] = await Promise.all([
        deliverDueNotifications(deps()),
        deliverDueNotifications({ ...deps(), db: second.db }),
      ]);
      expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(6);
      const got = sink.to(people.member.email).slice(before);
      expect(got).toHaveLength(6);
      expect(new Set(got.map((m) => m.subject)).size).toBe(6);
    } finally {
      await second.close();
    }
  });
});

describe("Slack", () => {
  it("the webhook URL is validated: Slack's shape, or a local receiver when allowed", async () => {
    const bad = await failure(
      people.admin.c.trpc.notifications.setSlack.mutate({ webhookUrl: "https://evil.example/x" }),
    );
    expect(bad.message).toBe("Enter a Slack incoming webhook URL (https://hooks.slack.com/services/…)");
    expect((await people.admin.c.trpc.notifications.slack.query()).configured).toBe(false);
    const saved = await people.admin.c.trpc.notifications.setSlack.mutate({ webhookUrl: slackUrl });
    expect(saved.configured).toBe(true);
    expect(saved.masked).not.toContain("xyz/"); // the URL is a credential: only its end is shown
  });

  it("'Send test message' posts to the webhook; a refusing endpoint gets a clear message", async () => {
    await people.admin.c.trpc.notifications.testSlack.mutate();
    expect(slack.texts().at(-1)).toBe("Stockroom test message: notifications will be posted here.");
    slack.status = 500;
    const err = await failure(people.admin.c.trpc.notifications.testSlack.mutate());
    expect(err.message).toBe("Slack did not accept the test message (HTTP 500)");
    slack.status = 200;
  });

  it("Slack integration off: nothing posted; on: the event is posted with a link", async () => {
    const before = slack.bodies.length;
    await dispatchEvent(db, lowStock(boltsAssetId, "M6 bolt", 3));
    await deliverDueNotifications(deps());
    expect(slack.bodies.length).toBe(before);
    await setOrgSettings({ slackIntegration: true });
    await dispatchEvent(db, lowStock(boltsAssetId, "Slack bolt", 3));
    await deliverDueNotifications(deps());
    expect(slack.texts().at(-1)).toBe(
      `*Low stock: Slack bolt*\n3 left. See the reorder list. <${ORIGIN}/inventory/reorder|Open in Stockroom>`,
    );
  });

  it("a Slack endpoint answering 500, or hanging, is retried later and blocks nothing else", async () => {
    slack.status = 500;
    const now = new Date();
    const failing = await dispatchEvent(db, lowStock(boltsAssetId, "Failing bolt", 3), now);
    const outcome = await deliverDueNotifications(deps(), { now });
    expect(outcome.retried).toBe(1); // Slack's row
    expect(outcome.sent).toBeGreaterThanOrEqual(1); // the member's e-mail left anyway
    slack.status = 200;
    slack.hang = true;
    const hanging = await dispatchEvent(db, lowStock(boltsAssetId, "Hanging bolt", 3), now);
    const second = await deliverDueNotifications(deps(), { now });
    expect(second.retried).toBe(1);
    // A count meanwhile is untouched: the bell answers.
    expect((await people.member.c.trpc.notifications.list.query({})).items[0]?.title).toBe("Low stock: Hanging bolt");
    slack.hang = false;
    await deliverDueNotifications(deps(), { now: new Date(now.getTime() + 3_600_000) });
    const rows = await db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.channel, "slack")));
    for (const event of [failing.id, hanging.id]) {
      expect(rows.find((r) => r.eventId === event)?.status).toBe("sent");
    }
    expect(slack.texts().filter((x) => x.includes("Failing bolt"))).toHaveLength(2); // the 500 answer and the retry
    await setOrgSettings({});
  });
});

describe("the bell: read, all read, tenancy", () => {
  it("mark as read and mark all as read change the unread count; nobody else's notification can be read", async () => {
    const list = await people.member.c.trpc.notifications.list.query({ unread: true });
    expect(list.unread).toBeGreaterThan(1);
    const first = list.items[0];
    if (!first) throw new Error("no notification");
    const afterOne = await people.member.c.trpc.notifications.markRead.mutate({ notificationId: first.id });
    expect(afterOne.unread).toBe(list.unread - 1);
    // Another user of the same organization, and another organization's admin: not found, nothing changes.
    expect(
      (await failure(people.admin.c.trpc.notifications.markRead.mutate({ notificationId: first.id }))).data?.code,
    ).toBe("NOT_FOUND");
    expect(
      (await failure(people.outsider.c.trpc.notifications.markRead.mutate({ notificationId: first.id }))).data?.code,
    ).toBe("NOT_FOUND");
    expect((await people.outsider.c.trpc.notifications.list.query({})).items).toHaveLength(0);
    await people.member.c.trpc.notifications.markAllRead.mutate();
    expect(await people.member.c.trpc.notifications.unreadCount.query()).toBe(0);
    expect(await people.admin.c.trpc.notifications.unreadCount.query()).toBeGreaterThan(0);
  });

  it("a notification of another organization never shows in this one", async () => {
    await db.update(organizations).set({ settings: {} }).where(eq(organizations.id, otherOrgId));
    const { id } = await dispatchEvent(db, {
      organizationId: otherOrgId,
      kind: "low_stock",
      data: { assetName: "Other widget", quantity: 1 },
    });
    expect(await notificationsOf(people.outsider.id, id)).toHaveLength(1);
    for (const role of ["admin", "manager", "member"] as const) {
      const items = (await people[role].c.trpc.notifications.list.query({ limit: 100 })).items;
      expect(items.some((n) => n.title.includes("Other widget"))).toBe(false);
    }
  });
});

describe("through the outbox (emitEvent → dispatchPendingEvents → delivery)", () => {
  const emitLowStock = (name: string, quantity: number) =>
    db.transaction((tx) =>
      emitEvent(
        tx,
        { orgId, actor: { type: "system", id: null } },
        {
          kind: "low_stock",
          subjectId: null,
          // A partial payload: the consumer reads fields by name and copes with missing ones.
          data: { inventoryItemId: crypto.randomUUID(), assetId: boltsAssetId, quantity, assetName: name } as never,
        },
      ),
    );

  it("an event emitted in a committed transaction reaches the recipients; one rolled back reaches nobody", async () => {
    await people.admin.c.trpc.notifications.setRecipients.mutate({
      assetTypeId: boltsTypeId,
      mode: "members",
      userIds: [people.member.id],
    });
    await emitLowStock("Outbox bolt", 2);
    await db
      .transaction(async (tx) => {
        await emitEvent(
          tx,
          { orgId, actor: { type: "system", id: null } },
          {
            kind: "low_stock",
            data: {
              inventoryItemId: crypto.randomUUID(),
              assetId: boltsAssetId,
              quantity: 1,
              assetName: "Rolled back bolt",
            } as never,
          },
        );
        throw new Error("roll back");
      })
      .catch(() => undefined);
    const before = sink.to(people.member.email).length;
    expect(await dispatchPendingEvents(db)).toBeGreaterThanOrEqual(1);
    await deliverDueNotifications(deps());
    const got = sink.to(people.member.email).slice(before);
    expect(got.map((m) => m.subject)).toEqual(["Stockroom: Low stock: Outbox bolt"]);
    const items = (await people.member.c.trpc.notifications.list.query({ limit: 100 })).items;
    expect(items.some((n) => n.title === "Low stock: Outbox bolt")).toBe(true);
    expect(items.some((n) => n.title.includes("Rolled back bolt"))).toBe(false);
  });

  it("the asset's name comes from the database when the payload has only ids", async () => {
    await db.transaction((tx) =>
      emitEvent(
        tx,
        { orgId, actor: { type: "system", id: null } },
        {
          kind: "low_stock",
          data: { inventoryItemId: crypto.randomUUID(), assetId: boltsAssetId, quantity: 0 } as never,
        },
      ),
    );
    await dispatchPendingEvents(db);
    const items = (await people.member.c.trpc.notifications.list.query({})).items;
    expect(items[0]?.title).toBe("Out of stock: M6 bolt");
    await deliverDueNotifications(deps());
  });

  it("two servers dispatching and delivering at once: each event notifies once and each mail leaves once", async () => {
    const second = createDatabase(t.db.url, { max: 4 });
    try {
      for (let i = 0; i < 5; i++) await emitLowStock(`Pair ${i}`, 3);
      const before = sink.to(people.member.email).length;
      await Promise.all([dispatchPendingEvents(db), dispatchPendingEvents(second.db)]);
      await Promise.all([deliverDueNotifications(deps()), deliverDueNotifications({ ...deps(), db: second.db })]);
      const got = sink.to(people.member.email).slice(before);
      expect(got.map((m) => m.subject).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `Stockroom: Low stock: Pair ${i}`));
      const rows = await db.select().from(notifications).where(eq(notifications.userId, people.member.id));
      for (let i = 0; i < 5; i++) expect(rows.filter((r) => r.title === `Low stock: Pair ${i}`)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe("Web Push", () => {
  const push = new PushReceiver();
  let endpoint = "";
  beforeAll(async () => {
    endpoint = await push.start();
    await people.admin.c.trpc.notifications.setRecipients.mutate({
      assetTypeId: boltsTypeId,
      mode: "members",
      userIds: [people.member.id],
    });
  });
  afterAll(async () => {
    await push.stop();
  });
  // The server's own keys, as the delivery job reads them: generated once, kept in its data folder.
  const pushDeps = () => ({
    ...deps(),
    pushAgent: push.agent,
    vapidKeys: () => readOrCreateVapidKeys(t.app.deps.config.dataDir, t.app.deps.config.vapidKeys),
  });

  it("Push notifications on and a subscribed browser: the event is pushed, encrypted, signed with the server's VAPID key", async () => {
    const { publicKey } = await people.member.c.trpc.notifications.pushKey.query();
    expect((await people.admin.c.trpc.notifications.pushKey.query()).publicKey).toBe(publicKey); // one pair, kept
    await people.member.c.trpc.notifications.subscribePush.mutate({
      endpoint,
      keys: { p256dh: push.p256dh, auth: push.auth },
    });
    expect((await people.member.c.trpc.notifications.pushStatus.query()).subscriptions).toBe(1);
    // Off (the default): nothing pushed.
    await dispatchEvent(db, lowStock(boltsAssetId, "Quiet bolt", 3));
    await deliverDueNotifications(pushDeps());
    expect(push.received).toHaveLength(0);

    await people.member.c.trpc.notifications.updatePreferences.mutate({ pushNotifications: true });
    const pushed = await dispatchEvent(db, lowStock(boltsAssetId, "Pushed bolt", 3));
    await deliverDueNotifications(pushDeps());
    const rows = await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, pushed.id));
    expect(rows.find((r) => r.channel === "push")).toMatchObject({ status: "sent", userId: people.member.id });
    expect(push.received).toHaveLength(1);
    const [got] = push.received;
    expect(got?.headers["content-encoding"]).toBe("aes128gcm");
    expect(String(got?.headers.authorization)).toContain(`k=${publicKey}`);
    expect(await push.decrypt(got?.body ?? Buffer.alloc(0))).toEqual({
      title: "Low stock: Pushed bolt",
      body: "3 left. See the reorder list.",
      url: "/inventory/reorder",
    });
  });

  it("a push service answering 500 is retried; one answering 410 (gone) forgets the browser", async () => {
    push.status = 500;
    const now = new Date();
    await dispatchEvent(db, lowStock(boltsAssetId, "Retried push", 3), now);
    const first = await deliverDueNotifications(pushDeps(), { now });
    expect(first.retried).toBe(1);
    push.status = 410;
    await deliverDueNotifications(pushDeps(), { now: new Date(now.getTime() + 3_600_000) });
    expect((await people.member.c.trpc.notifications.pushStatus.query()).subscriptions).toBe(0);
    await people.member.c.trpc.notifications.updatePreferences.mutate({ pushNotifications: false });
  });
});
