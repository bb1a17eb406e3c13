import { type Language, requestLanguage } from "@stockroom/core";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";
import { notificationTexts } from "../i18n/notificationTexts";
import { SETTINGS_PATH, UNSUBSCRIBE_PATH } from "../services/notifications/notification-mail";
import { unsubscribeByToken } from "../services/notifications/unsubscribe";

const page = (language: Language, title: string, text: string, settingsUrl: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#212529;line-height:1.5">
<h1 style="font-size:1.4rem">${title}</h1><p>${text}</p>
<p><a href="${settingsUrl}" style="color:#1864ab">${notificationTexts(language).notificationSettings}</a></p></body></html>`;

/**
 * The one-click unsubscribe link of notification mails (no sign-in: the signed token says
 * who and which kind). GET from the mail's footer, POST from a mail client's
 * List-Unsubscribe-Post (RFC 8058). Both turn the switch off and say so.
 */
export async function registerUnsubscribe(server: FastifyInstance, deps: AppDeps) {
  const handle = async (token: unknown) => {
    if (typeof token !== "string" || token === "") return null;
    return unsubscribeByToken({ db: deps.db, secret: deps.config.pinSecret }, token);
  };
  server.get<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
    const done = await handle(req.query.token);
    const settingsUrl = `${deps.links.origin}${SETTINGS_PATH}`;
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!done) {
      // No user to ask: the browser's language.
      const header = req.headers["accept-language"];
      const language = requestLanguage({ acceptLanguage: Array.isArray(header) ? header[0] : header });
      const say = notificationTexts(language);
      return reply.code(400).send(page(language, say.badLinkTitle, say.badLink, settingsUrl));
    }
    const say = notificationTexts(done.language);
    return reply.send(
      page(done.language, say.unsubscribedTitle, say.unsubscribed(say.switches[done.kind]), settingsUrl),
    );
  });
  await server.register(async (app) => {
    // A mail client's one-click POST sends "List-Unsubscribe=One-Click" form-encoded; the body says nothing more.
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_req, body, done) => done(null, body),
    );
    app.post<{ Querystring: { token?: string } }>(UNSUBSCRIBE_PATH, async (req, reply) => {
      const done = await handle(req.query.token);
      return reply
        .code(done ? 200 : 400)
        .header("cache-control", "no-store")
        .send({ unsubscribed: Boolean(done) });
    });
  });
}
