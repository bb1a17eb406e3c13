// Relations for drizzle's relational queries (`db.query.x.findMany({ with: … })`), for
// every table of every schema file. Where two tables are related more than once
// (asset types → forms by slot, assets → parent asset) each pair carries a relationName.
// `outbox` has no foreign keys and so no relations.
import { relations } from "drizzle-orm";
import { assetFormulaMappings, assets, assetTypes, barcodeSequences } from "./assets";
import { passwordResetTokens, platformOperators, sessions, users } from "./auth";
import {
  assetTypeForms,
  formCategories,
  formCategoryMappings,
  formFieldDependencies,
  formSubmissions,
  forms,
  formTestValueSets,
  formValidationRules,
  mappedAssetDataDefinitions,
  mappedFields,
} from "./forms";
import {
  anomalyDismissals,
  inventoryCorrections,
  inventoryHistory,
  inventoryItems,
  inventoryPriceHistory,
  monthlyInventorySnapshots,
} from "./inventory";
import { invitations, organizationMembers, organizations } from "./organizations";
import { reportTemplates } from "./reports";
import { activityLog, systemLogs, uploads } from "./system";

// ── accounts ────────────────────────────────────────────────────────────────

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  platformOperator: one(platformOperators),
  memberships: many(organizationMembers),
  invitationsSent: many(invitations),
  activity: many(activityLog),
  systemLogs: many(systemLogs),
  uploads: many(uploads),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const platformOperatorsRelations = relations(platformOperators, ({ one }) => ({
  user: one(users, { fields: [platformOperators.userId], references: [users.id] }),
}));

// ── organizations ───────────────────────────────────────────────────────────

export const organizationsRelations = relations(organizations, ({ one, many }) => ({
  members: many(organizationMembers),
  invitations: many(invitations),
  activity: many(activityLog),
  systemLogs: many(systemLogs),
  uploads: many(uploads),
  assetTypes: many(assetTypes),
  assets: many(assets),
  assetFormulaMappings: many(assetFormulaMappings),
  barcodeSequence: one(barcodeSequences),
  forms: many(forms),
  assetTypeForms: many(assetTypeForms),
  formValidationRules: many(formValidationRules),
  formFieldDependencies: many(formFieldDependencies),
  formCategories: many(formCategories),
  formCategoryMappings: many(formCategoryMappings),
  mappedFields: many(mappedFields),
  mappedAssetDataDefinitions: many(mappedAssetDataDefinitions),
  formSubmissions: many(formSubmissions),
  formTestValueSets: many(formTestValueSets),
  inventoryItems: many(inventoryItems),
  inventoryHistory: many(inventoryHistory),
  inventoryCorrections: many(inventoryCorrections),
  inventoryPriceHistory: many(inventoryPriceHistory),
  monthlyInventorySnapshots: many(monthlyInventorySnapshots),
  anomalyDismissals: many(anomalyDismissals),
  reportTemplates: many(reportTemplates),
}));

export const organizationMembersRelations = relations(organizationMembers, ({ one }) => ({
  organization: one(organizations, {
    fields: [organizationMembers.organizationId],
    references: [organizations.id],
  }),
  user: one(users, { fields: [organizationMembers.userId], references: [users.id] }),
}));

export const invitationsRelations = relations(invitations, ({ one }) => ({
  organization: one(organizations, { fields: [invitations.organizationId], references: [organizations.id] }),
  inviter: one(users, { fields: [invitations.invitedBy], references: [users.id] }),
}));

// ── system ──────────────────────────────────────────────────────────────────

export const activityLogRelations = relations(activityLog, ({ one }) => ({
  organization: one(organizations, { fields: [activityLog.organizationId], references: [organizations.id] }),
  actor: one(users, { fields: [activityLog.actorId], references: [users.id] }),
}));

export const systemLogsRelations = relations(systemLogs, ({ one }) => ({
  organization: one(organizations, { fields: [systemLogs.organizationId], references: [organizations.id] }),
  actor: one(users, { fields: [systemLogs.actorId], references: [users.id] }),
}));

export const uploadsRelations = relations(uploads, ({ one }) => ({
  organization: one(organizations, { fields: [uploads.organizationId], references: [organizations.id] }),
  uploader: one(users, { fields: [uploads.uploadedBy], references: [users.id] }),
}));

// ── asset types and assets ──────────────────────────────────────────────────

export const assetTypesRelations = relations(assetTypes, ({ one, many }) => ({
  organization: one(organizations, { fields: [assetTypes.organizationId], references: [organizations.id] }),
  intakeForm: one(forms, {
    fields: [assetTypes.intakeFormId],
    references: [forms.id],
    relationName: "assetTypeIntakeForm",
  }),
  inventoryForm: one(forms, {
    fields: [assetTypes.inventoryFormId],
    references: [forms.id],
    relationName: "assetTypeInventoryForm",
  }),
  mappingForm: one(forms, {
    fields: [assetTypes.mappingFormId],
    references: [forms.id],
    relationName: "assetTypeMappingForm",
  }),
  creator: one(users, { fields: [assetTypes.createdBy], references: [users.id] }),
  assets: many(assets),
  formLinks: many(assetTypeForms),
  formulaMappings: many(assetFormulaMappings),
  inventoryItems: many(inventoryItems),
  formSubmissions: many(formSubmissions),
}));

export const assetsRelations = relations(assets, ({ one, many }) => ({
  organization: one(organizations, { fields: [assets.organizationId], references: [organizations.id] }),
  assetType: one(assetTypes, { fields: [assets.assetTypeId], references: [assetTypes.id] }),
  parent: one(assets, {
    fields: [assets.parentAssetId],
    references: [assets.id],
    relationName: "assetParent",
  }),
  children: many(assets, { relationName: "assetParent" }),
  creator: one(users, { fields: [assets.createdBy], references: [users.id] }),
  // At most one live item; deleted ones stay in the list, so it is `many`.
  inventoryItems: many(inventoryItems),
  formSubmissions: many(formSubmissions),
  monthlySnapshots: many(monthlyInventorySnapshots),
  anomalyDismissals: many(anomalyDismissals),
}));

export const assetFormulaMappingsRelations = relations(assetFormulaMappings, ({ one }) => ({
  organization: one(organizations, {
    fields: [assetFormulaMappings.organizationId],
    references: [organizations.id],
  }),
  assetType: one(assetTypes, { fields: [assetFormulaMappings.assetTypeId], references: [assetTypes.id] }),
}));

export const barcodeSequencesRelations = relations(barcodeSequences, ({ one }) => ({
  organization: one(organizations, { fields: [barcodeSequences.organizationId], references: [organizations.id] }),
}));

// ── forms ───────────────────────────────────────────────────────────────────

export const formsRelations = relations(forms, ({ one, many }) => ({
  organization: one(organizations, { fields: [forms.organizationId], references: [organizations.id] }),
  creator: one(users, { fields: [forms.createdBy], references: [users.id] }),
  assetTypeLinks: many(assetTypeForms),
  intakeFormOf: many(assetTypes, { relationName: "assetTypeIntakeForm" }),
  inventoryFormOf: many(assetTypes, { relationName: "assetTypeInventoryForm" }),
  mappingFormOf: many(assetTypes, { relationName: "assetTypeMappingForm" }),
  validationRules: many(formValidationRules),
  fieldDependencies: many(formFieldDependencies),
  categoryMappings: many(formCategoryMappings),
  mappedFields: many(mappedFields),
  submissions: many(formSubmissions),
  testValueSets: many(formTestValueSets),
}));

export const assetTypeFormsRelations = relations(assetTypeForms, ({ one }) => ({
  organization: one(organizations, { fields: [assetTypeForms.organizationId], references: [organizations.id] }),
  assetType: one(assetTypes, { fields: [assetTypeForms.assetTypeId], references: [assetTypes.id] }),
  form: one(forms, { fields: [assetTypeForms.formId], references: [forms.id] }),
}));

export const formValidationRulesRelations = relations(formValidationRules, ({ one }) => ({
  organization: one(organizations, {
    fields: [formValidationRules.organizationId],
    references: [organizations.id],
  }),
  form: one(forms, { fields: [formValidationRules.formId], references: [forms.id] }),
}));

export const formFieldDependenciesRelations = relations(formFieldDependencies, ({ one }) => ({
  organization: one(organizations, {
    fields: [formFieldDependencies.organizationId],
    references: [organizations.id],
  }),
  form: one(forms, { fields: [formFieldDependencies.formId], references: [forms.id] }),
}));

export const formCategoriesRelations = relations(formCategories, ({ one, many }) => ({
  organization: one(organizations, { fields: [formCategories.organizationId], references: [organizations.id] }),
  formMappings: many(formCategoryMappings),
}));

export const formCategoryMappingsRelations = relations(formCategoryMappings, ({ one }) => ({
  organization: one(organizations, {
    fields: [formCategoryMappings.organizationId],
    references: [organizations.id],
  }),
  form: one(forms, { fields: [formCategoryMappings.formId], references: [forms.id] }),
  category: one(formCategories, { fields: [formCategoryMappings.categoryId], references: [formCategories.id] }),
}));

export const mappedFieldsRelations = relations(mappedFields, ({ one }) => ({
  organization: one(organizations, { fields: [mappedFields.organizationId], references: [organizations.id] }),
  form: one(forms, { fields: [mappedFields.formId], references: [forms.id] }),
}));

export const mappedAssetDataDefinitionsRelations = relations(mappedAssetDataDefinitions, ({ one }) => ({
  organization: one(organizations, {
    fields: [mappedAssetDataDefinitions.organizationId],
    references: [organizations.id],
  }),
}));

export const formSubmissionsRelations = relations(formSubmissions, ({ one }) => ({
  organization: one(organizations, { fields: [formSubmissions.organizationId], references: [organizations.id] }),
  form: one(forms, { fields: [formSubmissions.formId], references: [forms.id] }),
  asset: one(assets, { fields: [formSubmissions.assetId], references: [assets.id] }),
  assetType: one(assetTypes, { fields: [formSubmissions.assetTypeId], references: [assetTypes.id] }),
  submitter: one(users, { fields: [formSubmissions.submittedBy], references: [users.id] }),
}));

export const formTestValueSetsRelations = relations(formTestValueSets, ({ one }) => ({
  organization: one(organizations, { fields: [formTestValueSets.organizationId], references: [organizations.id] }),
  form: one(forms, { fields: [formTestValueSets.formId], references: [forms.id] }),
  creator: one(users, { fields: [formTestValueSets.createdBy], references: [users.id] }),
}));

// ── inventory ───────────────────────────────────────────────────────────────

export const inventoryItemsRelations = relations(inventoryItems, ({ one, many }) => ({
  organization: one(organizations, { fields: [inventoryItems.organizationId], references: [organizations.id] }),
  asset: one(assets, { fields: [inventoryItems.assetId], references: [assets.id] }),
  assetType: one(assetTypes, { fields: [inventoryItems.assetTypeId], references: [assetTypes.id] }),
  creator: one(users, { fields: [inventoryItems.createdBy], references: [users.id] }),
  history: many(inventoryHistory),
  priceHistory: many(inventoryPriceHistory),
}));

export const inventoryHistoryRelations = relations(inventoryHistory, ({ one, many }) => ({
  organization: one(organizations, { fields: [inventoryHistory.organizationId], references: [organizations.id] }),
  inventoryItem: one(inventoryItems, {
    fields: [inventoryHistory.inventoryItemId],
    references: [inventoryItems.id],
  }),
  creator: one(users, { fields: [inventoryHistory.createdBy], references: [users.id] }),
  corrections: many(inventoryCorrections),
  anomalyDismissals: many(anomalyDismissals),
}));

export const inventoryCorrectionsRelations = relations(inventoryCorrections, ({ one }) => ({
  organization: one(organizations, {
    fields: [inventoryCorrections.organizationId],
    references: [organizations.id],
  }),
  originalHistory: one(inventoryHistory, {
    fields: [inventoryCorrections.originalHistoryId],
    references: [inventoryHistory.id],
  }),
  creator: one(users, { fields: [inventoryCorrections.createdBy], references: [users.id] }),
}));

export const inventoryPriceHistoryRelations = relations(inventoryPriceHistory, ({ one }) => ({
  organization: one(organizations, {
    fields: [inventoryPriceHistory.organizationId],
    references: [organizations.id],
  }),
  inventoryItem: one(inventoryItems, {
    fields: [inventoryPriceHistory.inventoryItemId],
    references: [inventoryItems.id],
  }),
  creator: one(users, { fields: [inventoryPriceHistory.createdBy], references: [users.id] }),
}));

export const monthlyInventorySnapshotsRelations = relations(monthlyInventorySnapshots, ({ one }) => ({
  organization: one(organizations, {
    fields: [monthlyInventorySnapshots.organizationId],
    references: [organizations.id],
  }),
  asset: one(assets, { fields: [monthlyInventorySnapshots.assetId], references: [assets.id] }),
}));

export const anomalyDismissalsRelations = relations(anomalyDismissals, ({ one }) => ({
  organization: one(organizations, { fields: [anomalyDismissals.organizationId], references: [organizations.id] }),
  asset: one(assets, { fields: [anomalyDismissals.assetId], references: [assets.id] }),
  history: one(inventoryHistory, { fields: [anomalyDismissals.historyId], references: [inventoryHistory.id] }),
  dismisser: one(users, { fields: [anomalyDismissals.dismissedBy], references: [users.id] }),
}));

// ── reports ─────────────────────────────────────────────────────────────────

export const reportTemplatesRelations = relations(reportTemplates, ({ one }) => ({
  organization: one(organizations, { fields: [reportTemplates.organizationId], references: [organizations.id] }),
  creator: one(users, { fields: [reportTemplates.createdBy], references: [users.id] }),
}));
