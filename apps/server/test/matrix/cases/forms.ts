import type { DomainCases } from "../format";

export const formsCases: DomainCases = {
  "forms.list": { input: () => ({ archived: false }), expect: "own" },
  "forms.get": { input: (a) => ({ id: a.formId }), expect: "refused" },
  "forms.builderContext": { input: (a) => ({ assetTypeId: a.assetTypeId, formId: a.formId }), expect: "refused" },
  "forms.create": {
    input: (a) => ({ name: "B form", asset_type_id: a.assetTypeId, form_data: { fields: [] } }),
    expect: "refused",
  },
  "forms.update": { input: (a) => ({ id: a.formId, name: "Taken" }), expect: "refused" },
  "forms.duplicate": { input: (a) => ({ id: a.formId }), expect: "refused" },
  "forms.archive": { input: (a) => ({ id: a.formId }), expect: "refused" },
  "forms.restore": { input: (a) => ({ id: a.formId }), expect: "refused" },
  "forms.assetTypeForms": { input: (a) => ({ assetTypeId: a.assetTypeId }), expect: "refused" },
  "forms.link": {
    input: (a) => ({ assetTypeId: a.assetTypeId, formId: a.formId, purpose: "other" }),
    expect: "refused",
  },
  "forms.unlink": { input: (a) => ({ assetTypeId: a.assetTypeId, purpose: "inventory" }), expect: "refused" },
  "forms.createDefaults": { input: (a) => ({ assetTypeId: a.assetTypeId }), expect: "refused" },
  "forms.testValueSets.list": { input: (a) => ({ formId: a.formId }), expect: "own" },
  "forms.testValueSets.save": {
    input: (a) => ({ id: a.testValueSetId, formId: a.formId, name: "Taken", values: {} }),
    expect: "refused",
  },
  "forms.testValueSets.delete": { input: (a) => ({ id: a.testValueSetId }), expect: "refused" },
  "forms.submitContext": { input: (a) => ({ formId: a.formId, assetId: a.assetId }), expect: "refused" },
  "forms.submit": {
    input: (a) => ({ formId: a.formId, assetId: a.assetId, values: { field_1: 1 }, submissionId: a.submissionId }),
    expect: "refused",
  },
  "forms.submissions": { input: (a) => ({ formId: a.formId }), expect: "refused" },
};
