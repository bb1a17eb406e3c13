/**
 * Issue 25, the two App Settings switches the organization's own events do not cover:
 * "System updates" and "New features" govern an operator's announcements (platform console),
 * observed through the real channels — the bell over HTTP, mail through a real SMTP server,
 * push through a local push service. And issue 26 for notifications: each recipient reads
 * them in their saved language (users.locale), the mail's frame too; Slack posts in the
 * language of the admin who saved the webhook.
 */
import { DEFAULT_ORGANIZATION_SETTINGS, detectAnomalies } from "@stockroom/core";
import { type Database, domainEvents, notificationDeliveries } from "@stockroom/db";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dispatchPendingEvents } from "../src/services/events/dispatch-events";
import { emitEvent } from "../src/services/events/emit-event";
import { deliverDueNotifications } from "../src/services/notifications/deliver-notifications";
import { readOrCreateVapidKeys } from "../src/services/notifications/vapid-keys";
import {
  client,
  createOrganization,
  createUser,
  failure,
  setUpTestApp,
  signedInClient,
  type TestApp,
  type TestClient,
} from "./harness";
import { deliveryDeps, HttpReceiver, MailSink, PushReceiver } from "./notifications-helpers";

let t: TestApp;
let db: Database;
const sink = new MailSink();
const slack = new HttpReceiver();
let slackUrl = "";
type Person = { id: string; email: string; c: TestClient };
let operator: TestClient;
let reader: Person; // org North, member, English
let quiet: Person; // org North, member, both announcement switches off
let leser: Person; // org South, admin, German
let southOrgId = "";

setUpTestApp(
  async (app) => {
    t = app;
    db = app.db.db as unknown as Database;
    await sink.start();
    slackUrl = await slack.start();
    const north = await createOrganization(app.db.db, "North");
    const south = await createOrganization(app.db.db, "South");
    const person = async (email: string, orgId: string, role: "member" | "admin"): Promise<Person> => {
      const user = await createUser(app.db.db, { email, password: "test-password", org: { id: orgId, role } });
      return { id: user.id, email, c: await signedInClient(app, email) };
    };
    reader = await person("reader@north.test", north.id, "member");
    quiet = await person("quiet@north.test", north.id, "member");
    // The German admin's screen is German: the web client sends x-stockroom-locale with every call.
    const leserUser = await createUser(app.db.db, {
      email: "leser@south.test",
      password: "test-password",
      org: { id: south.id, role: "admin" },
    });
    const german = client(app.baseUrl, { language: "de" });
    await german.trpc.auth.signIn.mutate({ email: "leser@south.test", password: "test-password" });
    leser = { id: leserUser.id, email: "leser@south.test", c: german };
    southOrgId = south.id;
    await createUser(app.db.db, { email: "ops@platform.test", password: "test-password", operator: true });
    operator = await signedInClient(app, "ops@platform.test");
    await quiet.c.trpc.notifications.updatePreferences.mutate({ systemUpdates: false, newFeatures: false });
    await leser.c.trpc.profile.updateLanguage.mutate({ language: "de" });
  },
  { STOCKROOM_LOCAL_RECEIVERS: "1" },
);

afterAll(async () => {
  await sink.stop();
  await slack.stop();
});

const deps = () => deliveryDeps(db, sink.url, { secret: () => t.app.deps.config.pinSecret });

async function publishAndDeliver(kind: "system.update" | "product.news", title: string, body: string) {
  const published = await operator.trpc.platform.announcements.publish.mutate({ kind, title, body });
  await dispatchPendingEvents(db);
  await deliverDueNotifications(deps());
  return published;
}

const bellTitles = async (p: Person) =>
  (await p.c.trpc.notifications.list.query({ limit: 100 })).items.map((n) => n.title);

describe("an operator's announcements and the System updates / New features switches", () => {
  it("a system update reaches every member whose System updates switch is on, in the bell and by mail; nobody else", async () => {
    const published = await publishAndDeliver(
      "system.update",
      "Maintenance on Sunday",
      "Stockroom is unavailable from 02:00 to 03:00 UTC.",
    );
    expect(published.organizations).toBeGreaterThanOrEqual(2);

    expect(await bellTitles(reader)).toContain("System update: Maintenance on Sunday");
    const [mail, ...more] = sink.to(reader.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Stockroom: System update: Maintenance on Sunday");
    expect(mail?.text).toContain("Stockroom is unavailable from 02:00 to 03:00 UTC.");
    expect(mail?.text).toMatch(/Unsubscribe from System updates: http/);

    // The German admin of the other organization: the frame in German, the operator's words as typed.
    expect(await bellTitles(leser)).toContain("Systemaktualisierung: Maintenance on Sunday");
    const [german] = sink.to(leser.email);
    expect(german?.subject).toBe("Stockroom: Systemaktualisierung: Maintenance on Sunday");
    expect(german?.text).toContain("Abmelden von: Systemaktualisierungen");
    expect(german?.html).toContain('<html lang="de">');

    // Switch off: nothing in the bell, no mail.
    expect(await bellTitles(quiet)).toEqual([]);
    expect(sink.to(quiet.email)).toEqual([]);
  });

  it("New features: off, nothing reaches the user; turned on, the next announcement does", async () => {
    await reader.c.trpc.notifications.updatePreferences.mutate({ newFeatures: false });
    const before = sink.to(reader.email).length;
    await publishAndDeliver("product.news", "Reorder list export", "The reorder list now exports CSV.");
    expect(await bellTitles(reader)).not.toContain("New feature: Reorder list export");
    expect(sink.to(reader.email).length).toBe(before);
    // The others still hear of it.
    expect(await bellTitles(leser)).toContain("Neue Funktion: Reorder list export");

    await reader.c.trpc.notifications.updatePreferences.mutate({ newFeatures: true });
    await publishAndDeliver("product.news", "Dark mode", "Choose Dark under App Settings › Theme.");
    expect(await bellTitles(reader)).toContain("New feature: Dark mode");
    const got = sink.to(reader.email).slice(before);
    expect(got.map((m) => m.subject)).toEqual(["Stockroom: New feature: Dark mode"]);
    expect(got[0]?.text).toMatch(/Unsubscribe from New features: http/);
    expect(sink.to(quiet.email)).toEqual([]);
  });

  it("Email notifications off: the announcement is in the bell only", async () => {
    await reader.c.trpc.notifications.updatePreferences.mutate({ emailNotifications: false });
    const before = sink.to(reader.email).length;
    await publishAndDeliver("system.update", "Bell only", "No mail for this reader.");
    expect(await bellTitles(reader)).toContain("System update: Bell only");
    expect(sink.to(reader.email).length).toBe(before);
    await reader.c.trpc.notifications.updatePreferences.mutate({ emailNotifications: true });
  });

  it("an organization's Slack channel is not used for platform announcements", async () => {
    await leser.c.trpc.notifications.setSlack.mutate({ webhookUrl: slackUrl });
    await leser.c.trpc.organization.updateSettings.mutate({ ...DEFAULT_ORGANIZATION_SETTINGS, slackIntegration: true });
    const posted = slack.bodies.length;
    const { announcementId } = await publishAndDeliver("system.update", "Not for Slack", "Members only.");
    expect(slack.bodies.length).toBe(posted);
    const events = await db.select().from(domainEvents).where(eq(domainEvents.subjectId, announcementId));
    const rows = await db
      .select()
      .from(notificationDeliveries)
      .where(and(eq(notificationDeliveries.channel, "slack"), eq(notificationDeliveries.kind, "system.update")));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(rows).toEqual([]);
  });

  it("only an operator publishes; a blank title or text is refused with its message and sends nothing", async () => {
    const count = async () =>
      (await db.select().from(domainEvents).where(eq(domainEvents.kind, "system.update"))).length;
    const before = await count();
    expect(
      await failure(
        leser.c.trpc.platform.announcements.publish.mutate({ kind: "system.update", title: "x", body: "y" }),
      ),
    ).toMatchObject({ data: { code: "FORBIDDEN" } });
    expect(
      await failure(
        operator.trpc.platform.announcements.publish.mutate({ kind: "system.update", title: "  ", body: "y" }),
      ),
    ).toMatchObject({ message: "Enter a title" });
    expect(
      await failure(
        operator.trpc.platform.announcements.publish.mutate({ kind: "product.news", title: "x", body: "" }),
      ),
    ).toMatchObject({ message: "Enter the announcement" });
    expect(await count()).toBe(before);
  });
});

describe("notifications in the recipient's language (issue 26)", () => {
  it("low stock for a German admin: the bell, the mail and its footer in German; Slack in the saving admin's language", async () => {
    // The webhook was saved by the German admin through a German screen.
    await leser.c.trpc.notifications.setSlack.mutate({ webhookUrl: slackUrl });
    const before = sink.to(leser.email).length;
    const posted = slack.bodies.length;
    await db.transaction((tx) =>
      emitEvent(
        tx,
        { orgId: southOrgId, actor: { type: "system", id: null } },
        {
          kind: "low_stock",
          data: { assetName: "Schrauben M6", quantity: 4, level: "low", reorderPoint: 1200 } as never,
        },
      ),
    );
    await dispatchPendingEvents(db);
    await deliverDueNotifications(deps());
    expect(await bellTitles(leser)).toContain("Niedriger Bestand: Schrauben M6");
    const [mail] = sink.to(leser.email).slice(before);
    expect(mail?.subject).toBe("Stockroom: Niedriger Bestand: Schrauben M6");
    expect(mail?.text).toContain("Noch 4 vorrätig (Meldebestand 1.200). Siehe Nachbestellliste.");
    expect(mail?.text).toContain("Benachrichtigungseinstellungen: http");
    expect(mail?.text).toContain("Abmelden von: Warnungen bei niedrigem Bestand");
    expect(mail?.html).toContain("In Stockroom öffnen");
    // Slack: saved by the admin whose screen was German (the client sends x-stockroom-locale: de).
    expect(slack.texts().slice(posted)).toEqual([expect.stringContaining("*Niedriger Bestand: Schrauben M6*")]);
  });

  it("an inventory alert's anomaly sentences (core's English) reach a German admin in German: bell, mail, Slack", async () => {
    // The sentences core's rules write for a count of 1,500 after 150 recorded as a check.
    const anomalies = detectAnomalies({
      event: { id: "e2", quantity: 1500, event_type: "check", response_data: { _previous_quantity: 150 } },
      earlier: [],
      assetTypeName: null,
    });
    expect(anomalies.map((a) => a.type)).toEqual(["massive_increase", "unexpected_increase", "percentage_jump"]);
    const before = sink.to(leser.email).length;
    const posted = slack.bodies.length;
    await db.transaction((tx) =>
      emitEvent(
        tx,
        { orgId: southOrgId, actor: { type: "system", id: null } },
        {
          kind: "inventory.alert",
          data: { assetName: "Schrauben M6", quantity: 1500, previousQuantity: 150, anomalies } as never,
        },
      ),
    );
    await dispatchPendingEvents(db);
    await deliverDueNotifications(deps());
    const bell = (await leser.c.trpc.notifications.list.query({ limit: 100 })).items.find(
      (n) => n.title === "Inventurhinweis: Schrauben M6",
    );
    const german = [
      "Die Menge stieg um 1.350, über den Schwellenwert von 75; das sieht nach einem Tippfehler aus",
      "Die Menge stieg um 1.350 bei einem Ereignis vom Typ „Prüfung“, das keinen Bestand hinzufügen sollte",
      "Die Menge sprang um 900\u00a0% (von 150 auf 1.500)",
    ];
    for (const sentence of german) expect(bell?.body).toContain(sentence);
    expect(bell?.body).not.toMatch(/Quantity|rose|meant/);
    const [mail] = sink.to(leser.email).slice(before);
    for (const sentence of german) expect(mail?.text).toContain(sentence);
    expect(slack.texts().slice(posted).join("\n")).toContain(german[0]);
  });

  it("the reorder list's CSV header is in the requester's language", async () => {
    const { csv } = await leser.c.trpc.inventory.reorder.export.query();
    expect(csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
      "Artikel,Position,Artikeltyp,Menge,Meldebestand,Quelle des Meldebestands,Verbrauch pro Tag,Tage bis leer,Vorgeschlagene Bestellmenge",
    );
    const english = await reader.c.trpc.inventory.reorder.export.query();
    expect(english.csv.replace(/^\uFEFF/, "").split("\r\n")[0]).toMatch(/^Asset,Item,Asset type,Quantity,/);
  });

  it("the one-click unsubscribe page answers in the user's saved language", async () => {
    const [mail] = sink.to(leser.email);
    const link = /Abmelden von: Systemaktualisierungen: (\S+)/.exec(mail?.text ?? "")?.[1];
    expect(link).toBeDefined();
    const url = new URL(link ?? "");
    const res = await fetch(`${t.baseUrl}${url.pathname}${url.search}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Sie sind abgemeldet");
    expect((await leser.c.trpc.notifications.preferences.query()).systemUpdates).toBe(false);
  });
});

describe("push in the recipient's language, and the phone's subscription", () => {
  const push = new PushReceiver();
  let endpoint = "";
  beforeAll(async () => {
    endpoint = await push.start();
  });
  afterAll(async () => {
    await push.stop();
  });

  it("the phone app subscribes under its PIN session (no sign-in) and the user's pushes reach that phone", async () => {
    // A member of South with a PIN, on a phone that a sign-in enrolled and that then signed out.
    await createUser(t.db.db, {
      email: "pia@south.test",
      password: "test-password",
      org: { id: southOrgId, role: "member" },
    });
    const phone = client(t.baseUrl);
    await phone.trpc.auth.signIn.mutate({ email: "pia@south.test", password: "test-password" });
    await phone.trpc.profile.update.mutate({ fullName: "Pia Phone", quickAccessPin: "5831" });
    await phone.trpc.auth.signOut.mutate();
    const type = await leser.c.trpc.assetTypes.create.mutate({ name: "Phone widgets" });
    const asset = await leser.c.trpc.assets.create.mutate({ name: "Phone widget", asset_type_id: type.id });

    // No session yet: nobody to subscribe for.
    expect(await failure(phone.trpc.notifications.phonePushKey.query())).toMatchObject({
      data: { code: "UNAUTHORIZED" },
    });
    expect((await phone.trpc.mobile.authenticate.mutate({ assetId: asset.id, pin: "5831" })).state).toBe("options");
    const { publicKey } = await phone.trpc.notifications.phonePushKey.query();
    expect(publicKey).toBe((await leser.c.trpc.notifications.pushKey.query()).publicKey);
    const phonePush = new PushReceiver();
    const phoneEndpoint = await phonePush.start();
    try {
      await phone.trpc.notifications.subscribePhonePush.mutate({
        endpoint: phoneEndpoint,
        keys: { p256dh: phonePush.p256dh, auth: phonePush.auth },
      });
      const pia = await signedInClient(t, "pia@south.test");
      expect((await pia.trpc.notifications.pushStatus.query()).subscriptions).toBe(1);
      await pia.trpc.notifications.updatePreferences.mutate({ pushNotifications: true });
      await operator.trpc.platform.announcements.publish.mutate({
        kind: "system.update",
        title: "Phones",
        body: "Pushed to the phone that subscribed.",
      });
      await dispatchPendingEvents(db);
      await deliverDueNotifications({
        ...deps(),
        pushAgent: phonePush.agent,
        vapidKeys: () => readOrCreateVapidKeys(t.app.deps.config.dataDir, t.app.deps.config.vapidKeys),
      });
      expect(phonePush.received).toHaveLength(1);
      expect(await phonePush.decrypt(phonePush.received[0]?.body ?? Buffer.alloc(0))).toEqual({
        title: "System update: Phones",
        body: "Pushed to the phone that subscribed.",
        url: "/",
      });
    } finally {
      await phonePush.stop();
    }
  });

  it("an announcement pushed to a German user's phone reads in German", async () => {
    await leser.c.trpc.notifications.updatePreferences.mutate({ pushNotifications: true, newFeatures: true });
    const { publicKey } = await leser.c.trpc.notifications.pushKey.query();
    await leser.c.trpc.notifications.subscribePush.mutate({ endpoint, keys: { p256dh: push.p256dh, auth: push.auth } });
    await operator.trpc.platform.announcements.publish.mutate({
      kind: "product.news",
      title: "Push to phones",
      body: "Counts can be pushed.",
    });
    await dispatchPendingEvents(db);
    await deliverDueNotifications({
      ...deps(),
      pushAgent: push.agent,
      vapidKeys: () => readOrCreateVapidKeys(t.app.deps.config.dataDir, t.app.deps.config.vapidKeys),
    });
    const [got] = push.received;
    expect(String(got?.headers.authorization)).toContain(`k=${publicKey}`);
    expect(await push.decrypt(got?.body ?? Buffer.alloc(0))).toEqual({
      title: "Neue Funktion: Push to phones",
      body: "Counts can be pushed.",
      url: "/",
    });
  });
});
