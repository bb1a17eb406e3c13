import type { DomainCases } from "../format";

/** reports.* (spec 02 "Reports") and the Data Quality figures. */
export const reportsCases: DomainCases = {
  "reports.columns": {
    input: (a) => ({ assetTypeIds: [a.assetTypeId] }),
    expect: "own",
    note: "A's type names none of B's forms: only the fixed columns, never A's field labels",
  },
  "reports.generate": {
    input: (a) => ({ viewMode: "history", assetId: a.assetId, dateRangeType: "all_time" }),
    expect: "refused",
  },
  "reports.dataQuality": { expect: "own" },
  "reports.templates.list": { expect: "own" },
  "reports.templates.get": { input: (a) => ({ id: a.reportTemplateId }), expect: "refused" },
  "reports.templates.create": {
    input: (a) => ({ name: "B template", asset_type_filter: [a.assetTypeId] }),
    expect: "refused",
    note: "a template may name only its organization's asset types",
  },
  "reports.templates.update": {
    input: (a) => ({ id: a.reportTemplateId, name: "Taken over", asset_type_filter: [] }),
    expect: "refused",
  },
  "reports.templates.delete": { input: (a) => ({ id: a.reportTemplateId }), expect: "refused" },
};
