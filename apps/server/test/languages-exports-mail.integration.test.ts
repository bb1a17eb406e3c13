import { buildReportSheet, REPORT_HEADER_TEXTS, type ReportColumn } from "@stockroom/core";
import { users } from "@stockroom/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_CSV_EXPORT_PATH } from "../src/http/report-export";
import { field, formsFixtures } from "./forms-fixtures";
import {
  client,
  createOrganization,
  createUser,
  type OrgFixture,
  signedInClient,
  startTestApp,
  type TestApp,
  twoOrganizations,
} from "./harness";
import { addresses, MailSink } from "./notifications-helpers";

// Issue 26: export headers in the requester's language (the server-streamed CSV), the
// server's answers of that route in it, and the mails (reset, invitation) in the recipient's
// saved language, sent through a real SMTP server.

const sink = new MailSink();
let t: TestApp;
let a: OrgFixture;
let columns: ReportColumn[];

beforeAll(async () => {
  await sink.start();
  t = await startTestApp({ SMTP_URL: sink.url });
  ({ a } = await twoOrganizations(t, "lang-export"));
  const forms = formsFixtures(t.db.db, a.org.id);
  const type = await forms.assetType({ name: "Farbe" });
  const form = await forms.form(
    [
      field.number("field_1", "Menge", "set"),
      field.text("field_2", "Notiz"),
      { id: "field_3", label: "Geprüft", type: "checkbox" },
    ],
    { assetTypeId: type.id, purpose: "inventory" },
    "Farbzählung",
  );
  await t.db.db.execute(sql`
    with a as (
      insert into assets (organization_id, asset_type_id, name) values (${a.org.id}, ${type.id}, 'Eimer Weiß')
      returning id, asset_type_id)
    insert into form_submissions (organization_id, form_id, asset_id, asset_type_id, submission_data, month_year, created_at)
    select ${a.org.id}, ${form.id}, a.id, a.asset_type_id, jsonb_build_object('field_1', 2.5, 'field_2', 'ok', 'field_3', n = 1),
           to_char(now() - (n || ' days')::interval, 'YYYY-MM'), now() - (n || ' days')::interval
    from a cross join generate_series(1, 2) n`);
  columns = (await a.viewer.trpc.reports.columns.query({ assetTypeIds: [] })).columns.map((c) => ({
    ...c,
    selected: true,
  }));
});
afterAll(async () => {
  await t?.close();
  await sink.stop();
});

const filters = { assetTypeIds: [] as string[], dateRangeType: "all_time" } as const;

async function exportCsv(headers: Record<string, string>, body: string) {
  return a.viewer.fetch(`${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });
}

const headerLine = async (res: Response) => (await res.text()).replace(/^\uFEFF/, "").split("\r\n")[0];

describe("export headers in the requester's language", () => {
  it("the streamed CSV's header is German with the app's x-stockroom-locale header, English without", async () => {
    const body = JSON.stringify({ ...filters, viewMode: "latest", columns });
    const de = await exportCsv({ "x-stockroom-locale": "de" }, body);
    expect(de.status).toBe(200);
    const german = REPORT_HEADER_TEXTS.de;
    expect(await headerLine(de)).toBe(
      [
        german.asset_name,
        german.asset_type,
        german.submission_date,
        german.last_month_total,
        "Menge",
        "Notiz",
        "Geprüft",
      ].join(","),
    );
    expect(await headerLine(await exportCsv({}, body))).toBe(
      "Asset Name,Asset Type,Submission Date,Last Month Total,Menge,Notiz,Geprüft",
    );
  });

  it("a yes/no answer is Ja/Nein in a German file, Oui/Non in French, Yes/No in English (as the headers)", async () => {
    const body = JSON.stringify({ ...filters, viewMode: "latest", columns });
    // Two submissions: field_3 true (one day old) and false (two days old).
    const lastCells = async (res: Response) =>
      (await res.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .slice(1)
        .filter(Boolean)
        .map((line) => line.split(",").at(-1))
        .sort();
    expect(await lastCells(await exportCsv({ "x-stockroom-locale": "de" }, body))).toEqual(["Ja", "Nein"]);
    expect(await lastCells(await exportCsv({ "x-stockroom-locale": "fr" }, body))).toEqual(["Non", "Oui"]);
    expect(await lastCells(await exportCsv({}, body))).toEqual(["No", "Yes"]);
    // The browser's Excel export builds its cells with the same core function and language.
    expect(buildReportSheet(columns, [], "latest", "UTC", "de").header.at(-1)).toBe("Geprüft");
  });

  it("takes the language from the body's field (a posted form sends no header), and Accept-Language last", async () => {
    const form = new URLSearchParams({
      request: JSON.stringify({ ...filters, viewMode: "latest", columns }),
      language: "fr",
    });
    const fr = await exportCsv({ "content-type": "application/x-www-form-urlencoded" }, form.toString());
    expect(fr.status).toBe(200);
    expect(await headerLine(fr)).toMatch(/^Nom de l’article,Type d’article,Date de soumission,/);
    const es = await exportCsv(
      { "accept-language": "es-ES,es;q=0.9" },
      JSON.stringify({ ...filters, viewMode: "latest", columns, language: "es" }),
    );
    expect(await headerLine(es)).toMatch(/^Nombre del artículo,Tipo de artículo,/);
    const accepted = await exportCsv(
      { "accept-language": "de-DE,de;q=0.9" },
      JSON.stringify({ ...filters, viewMode: "latest", columns }),
    );
    expect(await headerLine(accepted)).toMatch(/^Artikelname,Artikeltyp,/);
  });

  it("comparison mode's (previous) and (change) columns are German too, and match the sheet the browser builds", async () => {
    const body = JSON.stringify({ ...filters, viewMode: "comparison", columns });
    const line = await headerLine(await exportCsv({ "x-stockroom-locale": "de" }, body));
    expect(line).toContain("Menge (vorher),Menge (Änderung)");
    // The browser's Excel export builds its header with the same core function and language.
    expect(line).toBe(buildReportSheet(columns, [], "comparison", "UTC", "de").header.join(","));
  });

  it("answers the route's refusals in the requester's language", async () => {
    const anonymous = await fetch(`${t.baseUrl}${REPORT_CSV_EXPORT_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-stockroom-locale": "de" },
      body: JSON.stringify({ ...filters, viewMode: "latest", columns }),
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: "Bitte melden Sie sich an." });
    const notJson = await exportCsv(
      { "content-type": "application/x-www-form-urlencoded", "x-stockroom-locale": "es" },
      "request=%7Bnope",
    );
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: "La solicitud de exportación no es un JSON válido." });
  });
});

describe("mails in the recipient's saved language, through a real SMTP server", () => {
  it("a German user's password reset mail is German", async () => {
    await createUser(t.db.db, { email: "greta@lager.test", password: "test-password" });
    const greta = await signedInClient(t, "greta@lager.test");
    await greta.trpc.profile.updateLanguage.mutate({ language: "de" });
    // Asked from an English browser: the recipient's saved language decides, not the requester's.
    await client(t.baseUrl, { language: "en" }).trpc.auth.requestPasswordReset.mutate({ email: "greta@lager.test" });
    await expect.poll(() => sink.to("greta@lager.test").length).toBe(1);
    const [mail] = sink.to("greta@lager.test");
    expect(mail?.subject).toBe("Ihr Stockroom-Passwort zurücksetzen");
    expect(mail?.text).toContain("Jemand möchte das Passwort Ihres Stockroom-Kontos zurücksetzen.");
    expect(mail?.text).toMatch(/\/reset-password\?token=\S+/);
    // No English left in the words around the link.
    expect(mail?.text?.replace(/\S+reset-password\S+/, "")).not.toMatch(/\b(password|Someone|ignore)\b/i);
  });

  it("an invitation to a German user is German, whatever the inviter's language", async () => {
    const org = await createOrganization(t.db.db, "Lager Süd");
    await createUser(t.db.db, {
      email: "boss@lager.test",
      password: "test-password",
      org: { id: org.id, role: "admin" },
    });
    const boss = await signedInClient(t, "boss@lager.test");
    await boss.trpc.profile.updateLanguage.mutate({ language: "fr" });
    const jonas = await createUser(t.db.db, { email: "jonas@lager.test" });
    await t.db.db.update(users).set({ locale: "de" }).where(eq(users.id, jonas.id));
    await boss.trpc.organization.invitations.create.mutate({ email: "jonas@lager.test", role: "viewer" });
    await expect.poll(() => sink.to("jonas@lager.test").length).toBe(1);
    const [mail] = sink.to("jonas@lager.test");
    expect(addresses(mail as NonNullable<typeof mail>)).toEqual(["jonas@lager.test"]);
    expect(mail?.subject).toBe("Einladung zu Lager Süd auf Stockroom");
    expect(mail?.text).toContain("als Betrachter beizutreten");
    expect(mail?.text).toContain("Nehmen Sie die Einladung hier an");
    expect(mail?.text).not.toMatch(/\b(invited|viewer|Accept)\b/);
  });
});
