import { Readable } from "node:stream";
import { type Language, reportExportInput, reportFileName, requestLanguage } from "@stockroom/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../deps";
import { translateServerMessage } from "../i18n/serverMessages";
import { loggableError } from "../logging";
import { reportCsvParts } from "../services/reports/export-report-csv";
import { reportGenerationSlots } from "../services/reports/report-generation-slots";
import { LANGUAGE_HEADER } from "../trpc";
import { principalCookies, resolveUser } from "./principal";

/** Where the report screen posts its CSV export. */
export const REPORT_CSV_EXPORT_PATH = "/api/reports/export.csv";
/** The form field that carries the request as JSON when the export is posted as a form. */
export const REPORT_EXPORT_FIELD = "request";
/** The form (or JSON body) field that carries the screen's language when no header can (a posted form). */
export const REPORT_EXPORT_LANGUAGE_FIELD = "language";

function fail(reply: FastifyReply, status: number, error: string, language: Language) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .send({ error: translateServerMessage(error, language) });
}

function firstValue(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/**
 * POST /api/reports/export.csv — a whole report as a CSV file, streamed (issue 23 "Reports").
 * tRPC answers are JSON documents held whole; an export of 60,000 rows walked page by page
 * through `reports.generate` sent ~57 MB of JSON (superjson, brotli, parsed in the browser)
 * and grew the server by up to 227 MiB. Here the rows go out as CSV a page at a time
 * (`reportCsvParts`), compressed on the way like every answer. The body is the report's
 * filters and columns (`reportExportInput`) as JSON, or as the JSON text of a form field
 * `request`. Who may export is who may generate the report: a signed-in member (any role);
 * the organization is the member's, never the request's. An export holds one of the user's
 * report generation slots until its last byte (or until the client leaves).
 */
export async function registerReportExport(server: FastifyInstance, deps: AppDeps) {
  await server.register(async (app) => {
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    app.post(REPORT_CSV_EXPORT_PATH, async (req, reply) => {
      const posted = req.body as Record<string, unknown> | null;
      // The header names and messages are in the screen's language (issue 26): the app's
      // header, else the body's `language` field (a posted form sends no header), else the
      // browser's Accept-Language.
      const language = requestLanguage({
        header: firstValue(req.headers[LANGUAGE_HEADER]) ?? firstValue(posted?.[REPORT_EXPORT_LANGUAGE_FIELD]),
        acceptLanguage: firstValue(req.headers["accept-language"]),
      });
      const user = await resolveUser(deps, principalCookies(deps, req, reply));
      if (!user) return fail(reply, 401, "Please sign in.", language);
      if (user.viewer.user.mustChangePassword)
        return fail(reply, 403, "You must change your password before continuing.", language);
      if (!user.org) return fail(reply, 403, "No organization context available", language);

      let raw: unknown = posted;
      const field = posted?.[REPORT_EXPORT_FIELD];
      if (typeof field === "string") {
        try {
          raw = JSON.parse(field);
        } catch {
          return fail(reply, 400, "The export request is not valid JSON.", language);
        }
      }
      if (raw && typeof raw === "object" && REPORT_EXPORT_LANGUAGE_FIELD in raw) {
        const { [REPORT_EXPORT_LANGUAGE_FIELD]: _language, ...request } = raw as Record<string, unknown>;
        raw = request;
      }
      const parsed = reportExportInput.safeParse(raw);
      if (!parsed.success)
        return fail(reply, 400, parsed.error.issues[0]?.message ?? "Invalid export request", language);

      // Refused at once (429 and the slot's message) when the user already runs two.
      const release = reportGenerationSlots.take(user.userId);
      const now = new Date();
      const parts = reportCsvParts({ db: deps.db, orgId: user.org.id, now, language }, parsed.data);
      let head: IteratorResult<string, void>;
      try {
        // The first page is read before the answer starts, so a failure there is a plain error answer.
        head = await parts.next();
      } catch (err) {
        release();
        throw err;
      }
      const body = Readable.from(
        (async function* () {
          if (!head.done) yield head.value;
          yield* parts;
        })(),
      );
      body.on("error", (err) => req.log.error({ err: loggableError(err) }, "report export failed"));
      reply.raw.once("close", () => {
        release();
        // A client that left ends the walk (the generator's finally; no more pages are read).
        parts.return(undefined).catch(() => {});
      });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${reportFileName("csv", now)}"`)
        .header("cache-control", "no-store")
        .send(body);
    });
  });
}
