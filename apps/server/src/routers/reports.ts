import {
  reportColumnsInput,
  reportGenerateInput,
  reportTemplateIdInput,
  reportTemplateInput,
  reportTemplateUpdateInput,
} from "@stockroom/core";
import { getDataQuality } from "../services/data-quality/get-data-quality";
import { createReportTemplate } from "../services/reports/create-report-template";
import { deleteReportTemplate } from "../services/reports/delete-report-template";
import { generateReportPage } from "../services/reports/generate-report-page";
import { getReportTemplate } from "../services/reports/get-report-template";
import { listReportColumns } from "../services/reports/list-report-columns";
import { listReportTemplates } from "../services/reports/list-report-templates";
import { updateReportTemplate } from "../services/reports/update-report-template";
import { orgProcedure, orgWriterProcedure, router } from "../trpc";

/** Reports (spec 02 "Reports") and the Data Quality screen's figures. */
export const reportsRouter = router({
  columns: orgProcedure
    .input(reportColumnsInput)
    .query(({ ctx, input }) => listReportColumns({ db: ctx.db, orgId: ctx.org.id }, input)),
  /** One page of rows; the screen calls it page after page with `nextCursor`. */
  generate: orgProcedure
    .input(reportGenerateInput)
    .query(({ ctx, input }) => generateReportPage({ db: ctx.db, orgId: ctx.org.id }, input)),
  dataQuality: orgProcedure.query(({ ctx }) => getDataQuality({ db: ctx.db, orgId: ctx.org.id })),
  templates: router({
    list: orgProcedure.query(({ ctx }) => listReportTemplates({ db: ctx.db, orgId: ctx.org.id })),
    get: orgProcedure
      .input(reportTemplateIdInput)
      .query(({ ctx, input }) => getReportTemplate({ db: ctx.db, orgId: ctx.org.id }, input)),
    create: orgWriterProcedure
      .input(reportTemplateInput)
      .mutation(({ ctx, input }) =>
        createReportTemplate({ db: ctx.db, orgId: ctx.org.id, actorId: ctx.actorId }, input),
      ),
    update: orgWriterProcedure
      .input(reportTemplateUpdateInput)
      .mutation(({ ctx, input }) => updateReportTemplate({ db: ctx.db, orgId: ctx.org.id }, input)),
    delete: orgWriterProcedure
      .input(reportTemplateIdInput)
      .mutation(({ ctx, input }) => deleteReportTemplate({ db: ctx.db, orgId: ctx.org.id }, input)),
  }),
});
