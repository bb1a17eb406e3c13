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
import { reportGenerationSlots } from "../services/reports/report-generation-slots";
import { updateReportTemplate } from "../services/reports/update-report-template";
import { orgProcedure, orgWriterProcedure, router } from "../trpc";
import { orgContext, serviceContext } from "./service-context";

/** Reports (spec 02 "Reports") and the Data Quality screen's figures. */
export const reportsRouter = router({
  columns: orgProcedure.input(reportColumnsInput).query(({ ctx, input }) => listReportColumns(orgContext(ctx), input)),
  /** One page of rows; the screen calls it page after page with `nextCursor`. A user runs at most two at once. */
  generate: orgProcedure
    .input(reportGenerateInput)
    .query(({ ctx, input }) =>
      reportGenerationSlots.run(ctx.actorId, () => generateReportPage(orgContext(ctx), input)),
    ),
  dataQuality: orgProcedure.query(({ ctx }) => getDataQuality(orgContext(ctx))),
  templates: router({
    list: orgProcedure.query(({ ctx }) => listReportTemplates(orgContext(ctx))),
    get: orgProcedure.input(reportTemplateIdInput).query(({ ctx, input }) => getReportTemplate(orgContext(ctx), input)),
    create: orgWriterProcedure
      .input(reportTemplateInput)
      .mutation(({ ctx, input }) => createReportTemplate(serviceContext(ctx), input)),
    update: orgWriterProcedure
      .input(reportTemplateUpdateInput)
      .mutation(({ ctx, input }) => updateReportTemplate(orgContext(ctx), input)),
    delete: orgWriterProcedure
      .input(reportTemplateIdInput)
      .mutation(({ ctx, input }) => deleteReportTemplate(orgContext(ctx), input)),
  }),
});
