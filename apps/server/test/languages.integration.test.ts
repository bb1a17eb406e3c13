import { users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES } from "../src/i18n/serverMessages";
import {
  client,
  createOrganization,
  createUser,
  failure,
  latestMailTo,
  setUpTestApp,
  signedInClient,
  type TestApp,
} from "./harness";

let t: TestApp;
setUpTestApp((app) => {
  t = app;
});

describe("languages on the server (issue 26)", () => {
  it("answers a DomainError in the request's language and keeps the spec's English otherwise", async () => {
    await createUser(t.db.db, { email: "lang@acme.test", password: "right-password" });
    const attempt = (c: ReturnType<typeof client>) =>
      failure(c.trpc.auth.signIn.mutate({ email: "lang@acme.test", password: "wrong-password" }));
    expect((await attempt(client(t.baseUrl))).message).toBe("Invalid email or password");
    expect((await attempt(client(t.baseUrl, { language: "de" }))).message).toBe(
      "E-Mail-Adresse oder Passwort ist falsch",
    );
    expect((await attempt(client(t.baseUrl, { language: "fr" }))).message).toBe(
      "Adresse e-mail ou mot de passe incorrect",
    );
    // Without the app's header, the browser's Accept-Language decides.
    expect((await attempt(client(t.baseUrl, { acceptLanguage: "it;q=0.9, es;q=0.8" }))).message).toBe(
      "Correo electrónico o contraseña incorrectos",
    );
    // A language we do not have is English; the code stays what it was.
    const unknown = await attempt(client(t.baseUrl, { language: "it" }));
    expect(unknown.message).toBe("Invalid email or password");
    expect(unknown.data?.code).toBe("UNAUTHORIZED");
  });

  it("translates zod's first message too (the spec's password rule)", async () => {
    await createUser(t.db.db, { email: "zod@acme.test", password: "right-password", mustChangePassword: true });
    const c = client(t.baseUrl, { language: "es" });
    await c.trpc.auth.signIn.mutate({ email: "zod@acme.test", password: "right-password" });
    const err = await failure(
      c.trpc.auth.changePassword.mutate({ currentPassword: "right-password", password: "abc", confirmPassword: "abc" }),
    );
    expect(err.message).toBe("La contraseña debe tener al menos 6 caracteres");
  });

  it("every listed message has es, fr and de, none left in English", () => {
    for (const [english, translations] of SERVER_MESSAGES) {
      for (const language of ["es", "fr", "de"] as const) {
        expect(translations[language], `${language}: ${english}`).toBeTruthy();
        expect(translations[language], `${language}: ${english}`).not.toBe(english);
      }
    }
  });

  it("keeps the App Settings language with the profile, and mails the password reset in it", async () => {
    const user = await createUser(t.db.db, { email: "mail-de@acme.test", password: "test-password" });
    const c = await signedInClient(t, "mail-de@acme.test");
    expect(await c.trpc.profile.updateLanguage.mutate({ language: "de" })).toEqual({ language: "de" });
    const [row] = await t.db.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("de");
    await failure(c.trpc.profile.updateLanguage.mutate({ language: "it" as "de" }));
    await client(t.baseUrl).trpc.auth.requestPasswordReset.mutate({ email: "mail-de@acme.test" });
    const mail = await latestMailTo(t.db.db, "mail-de@acme.test");
    expect(mail?.subject).toBe("Ihr Stockroom-Passwort zurücksetzen");
    expect(mail?.text).toContain("/reset-password?token=");
    // Someone without a saved language gets the spec's English.
    await createUser(t.db.db, { email: "mail-en@acme.test" });
    await client(t.baseUrl, { language: "de" }).trpc.auth.requestPasswordReset.mutate({ email: "mail-en@acme.test" });
    expect((await latestMailTo(t.db.db, "mail-en@acme.test"))?.subject).toBe("Reset your Stockroom password");
  });

  it("mails an invitation in the invitee's saved language, else in the inviter's", async () => {
    const org = await createOrganization(t.db.db, "Almacén Norte");
    await createUser(t.db.db, {
      email: "boss@acme.test",
      password: "test-password",
      org: { id: org.id, role: "admin" },
    });
    const admin = await signedInClient(t, "boss@acme.test");
    await admin.trpc.profile.updateLanguage.mutate({ language: "es" });
    const known = await createUser(t.db.db, { email: "known-fr@acme.test" });
    await t.db.db.update(users).set({ locale: "fr" }).where(eq(users.id, known.id));
    await admin.trpc.organization.invitations.create.mutate({ email: "known-fr@acme.test" });
    await admin.trpc.organization.invitations.create.mutate({ email: "newcomer@acme.test" });
    expect((await latestMailTo(t.db.db, "known-fr@acme.test"))?.subject).toBe(
      "Vous êtes invité à rejoindre Almacén Norte sur Stockroom",
    );
    const newcomer = await latestMailTo(t.db.db, "newcomer@acme.test");
    expect(newcomer?.subject).toBe("Te han invitado a unirte a Almacén Norte en Stockroom");
    expect(newcomer?.text).toContain("como miembro");
  });
});
