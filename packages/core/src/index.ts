// @stockroom/core — the spec's rules, written once. Pure TypeScript: no I/O, no React,
// no database. Every module is listed here by what it holds; see README.md.

// ── Activity log ──
export * from "./activity/activityTypes"; // ActivityType union, ACTIVITY_TYPE_ENTITIES, ActivityEntry
export * from "./alerts/weeklyReport"; // weeklyReportWeek: Monday 08:xx in the organization's zone
export * from "./anomalies/anomalyThresholds"; // per-type threshold table
export * from "./anomalies/detectAnomalies"; // detectAnomalies, detectHistoryAnomalies
export * from "./anomalies/detectTypo";
// ── Anomalies and forecast (spec 02 "Anomaly detection") ──
export * from "./anomalies/inventoryEvent"; // isVerifiedEvent, eventUser …
export * from "./anomalies/simpleAnomalyFlags"; // large_change, manual_fix, needs_validation, >10000
export * from "./anomalies/usageForecast";
export * from "./api/apiTokens"; // API token scopes, their role, the token inputs and rate limit (issue 27)
export * from "./constants/assets"; // ASSET_STATUSES, UNIT_TYPES, BARCODE_TYPES, ASSET_TYPE_COLOR_PALETTE …
export * from "./constants/firstPaint"; // FIRST_PAINT_SCRIPT, FIRST_PAINT_STYLE (/login's prerendered card), FIRST_SCREEN_SCRIPT (a signed-in first screen rendered by the server)
export * from "./constants/forms"; // FORM_PURPOSES, FORM_FIELD_TYPES, INVENTORY_ACTIONS, CONDITION_OPERATORS …
export * from "./constants/inventory"; // INVENTORY_EVENT_TYPES, ITEM_CONDITIONS, DEFAULT_CURRENCY …
export * from "./constants/limits"; // sessions, timeouts, debounces, cache times, list sizes
export * from "./constants/mobile"; // MOBILE_WORKFLOW_OPTIONS, mobileFormSubmitPath, isPhoneDocument
// ── Constants (enumerations and limits other packages must not re-type) ──
export * from "./constants/roles"; // MEMBER_ROLES, CREATE_USER_ROLES, isOrgAdminRole …
// ── Domain events (the outbox: notifications and webhooks read it) ──
export * from "./events/domain-events"; // DOMAIN_EVENT_KINDS, DomainEvent, DomainEventData, EventActor
// ── Form renderer rules ──
export * from "./forms/evaluateCondition"; // equals … isNotEmpty
export * from "./forms/formBuilder"; // nextFieldId, defaultNewForm, import/export
export * from "./forms/pendingForms"; // pendingInventoryForms: due at month end, overdue when last month was missed
export * from "./forms/resolveFieldStates"; // visible / required / disabled, 10 passes
export * from "./forms/submissionPurpose"; // purposesOf, submissionPurpose, opensInEditMode (monthly edit rule)
export * from "./forms/validateFormSubmission"; // '{label} is required', min/max/pattern
export * from "./formula/assetCalculationFormulas"; // applyAssetCalculationFormulas, conversionFieldDefault
export * from "./formula/bracketNotation"; // [Field Label] ⇄ {field_N}
export * from "./formula/evaluateFormula"; // compileFormula, toFormulaNumber, roundToFormulaPrecision
export * from "./formula/FormulaCache"; // evaluateFormula, FormulaCache (100 entries)
// ── Formula engine (spec 02 §5 Formula validation) ──
export * from "./formula/FormulaError";
export * from "./formula/formulaPreview"; // 'No formula', 'Incomplete formula', …, renderFormulaValue
export * from "./formula/parseFormula";
export * from "./formula/recalculateFormFields"; // 10 passes typing / 3 on submit, calculateFormFormulas
export * from "./formula/storedCalculationFormulas"; // per-purpose maps: serializeCalculationFormulas, calculationFormulasFor …
export * from "./formula/tokenizeFormula";
export * from "./formula/validateFormula"; // "Referenced fields don't exist: …", Valid/Invalid
// ── Inventory history screen and monthly snapshots (issue 12) ──
export * from "./history/correctedEntry"; // winningCorrection, entryAsCorrected (newest, ties by id, deleted skipped)
export * from "./history/historyFilters"; // filterHistoryEntries, historySummary, typoFix
export * from "./history/historySearch"; // the history screen's URL filters, quick filters
export * from "./history/snapshotCsv"; // snapshotCsvRows (Month … Date)
export * from "./i18n/languages"; // LANGUAGES, APP_SETTINGS_STORAGE_KEY (no zod: the phone reads them)
export * from "./i18n/resolveLanguage"; // resolveLanguage, requestLanguage, supportedLanguage
// ── Import / export of assets (issue 24) ──
export * from "./import/importColumns"; // IMPORT_BASE_FIELDS, autoMapHeaders, headerSignature, ImportMapping
export * from "./import/importRequests"; // importOptionsInput, importPreviewInput, importBatchInput, assetExportInput
export * from "./import/importRow"; // validateImportRow, diffImportValues, unescapeFormulaCell, DuplicateKeys
// ── Invitations ──
export * from "./invitations/invitationStatus"; // INVITATION_TTL_MS, invitationStatus: not found / expired / accepted / valid
export * from "./labels/labelCode"; // the short code under every QR, name and code sizes
export * from "./labels/parseQrPayload"; // what a scanned value asks to look up
// ── Labels and QR ──
export * from "./labels/printSheetLayout"; // columns, rows, per page, pages, skip
export * from "./labels/qrFileNames"; // safe, unique '{asset name}-qr.png' names for the ZIP
export * from "./labels/qrImageOptions"; // 150/250/350, width 300, margin 2, level M
export * from "./labels/scanDestination"; // where a scan or a chosen asset leads
// ── Lists' URL state (validateSearch; zod/mini so the entry chunk stays small) ──
export * from "./lists"; // textParam, pageParam, enumParam, idListParam, listSearch …
// ── Notifications (issue 25): kinds, the switch of each, recipients, Slack URL ──
export * from "./notifications/notificationRules";
export * from "./permissions/permissions"; // role → action matrix: can(principal, action)
export * from "./quality/checkConsistency";
export * from "./quality/dataQualityOverview"; // the Data Quality screen's three figures
export * from "./quality/dataQualityScore";
export * from "./quality/insights"; // generateInsights and one function per rule
// ── Data quality and insights ──
export * from "./quality/lastMonthTotal";
// ── Reports ──
export * from "./reports/monthKey"; // YYYY-MM keys, previousMonthKey (December → January)
export * from "./reports/reportColumns"; // registry, fixed columns, colour presets, move/toggle, latest-3 pick
export * from "./reports/reportDateRange"; // current_month … custom, view modes
export * from "./reports/reportExport"; // ReportRow, buildReportSheet, reportCsv, reportWorkbook, file names
export * from "./reports/reportHeaders"; // export headers in each language (issue 26)
export * from "./reports/reportPageBudget"; // rows and bytes of one report page, concurrent generations
export * from "./reports/reportStaleness"; // reportResultsStale: results generated for another configuration
export * from "./reports/snapshotFilterBounds"; // first/last day bounds, 24-month span
export * from "./stock/applyInventoryActions"; // set / add / subtract on a submission
export * from "./stock/inventoryCountAlert"; // 120% / 10% renderer alert
export * from "./stock/monthlyPickList"; // hasPeriodicEntryInMonth: monthly pick-list exclusion
export * from "./stock/monthlyUsage"; // monthlyUsage, usageSummary, startingInventory
export * from "./stock/reorder"; // reorder point (forecast or fixed minimum), level crossings, suggested order
// ── Stock ──
export * from "./stock/stockEvents"; // StockEvent union, checkTypeFor, isCorrectableEvent
export * from "./stock/stockLevel"; // stockLevel, quantityBand, showsHighStockBanner, unitLabel
export * from "./stock/submissionStockEffect"; // StockEffect, quantityBeforeEdit: undo an edited submission's add/subtract
export * from "./text/countLabel"; // "1 form field", "2 form fields"
export * from "./text/formatMoney"; // formatMoney(12.5, "USD", "en") → "12.50 USD"; moneyAmountText for exports
export * from "./validators/accounts"; // signInInput, passwordChangeInput, generateTemporaryPassword …
export * from "./validators/appSettings"; // appSettings, DEFAULT_APP_SETTINGS
export * from "./validators/assetRequests"; // assetListInput, assetIdInput, assetWriteInput, assetOptionsInput …
export * from "./validators/assets"; // assetInput
export * from "./validators/assetTypeRequests"; // assetTypeListInput, assetTypeIdInput, *UpdateInput …
export * from "./validators/assetTypes"; // assetTypeInput, barcodeSettingsInput
export * from "./validators/calculationFormulas"; // calculationFormulaEntry, calculationFormulasUpdateInput
export * from "./validators/conversionFields"; // conversionFieldInput, fieldNameFromLabel
// ── Validators (zod schemas with the spec's messages, and their input types) ──
export * from "./validators/email";
export * from "./validators/entityId"; // entityId(notFoundMessage): a uuid or "… not found"
export * from "./validators/formRequests"; // formCreateRequest, formLinkInput, testValueSet*, formSubmitInput …
export * from "./validators/forms"; // formInput, formUpdateInput, formField, parseFormSchema …
export * from "./validators/inventory"; // inventoryCreateInput, inventoryCheckInput, correctionInput …
export * from "./validators/inventoryHistoryRequests"; // correction, fix, dismissal, snapshot list inputs
export * from "./validators/inventoryItemRequests"; // inventory.items inputs, /inventory URL state, pageButtons
export * from "./validators/invitations"; // invitationTokenInput, inviteMemberInput, invitationAccountInput …
export * from "./validators/isEntityId"; // isEntityId(value): the same check without zod
export * from "./validators/limits"; // input bounds: text lengths, quantities, field ids, checkInputBounds
export * from "./validators/listPage"; // listAfterInput (keyset paging)
export * from "./validators/memberRequests"; // memberIdInput, memberRoleUpdateRequest, memberDeleteUserInput
export * from "./validators/mobile"; // mobileAuthenticateInput, mobileAssetRef, PIN lockout
export * from "./validators/numbers"; // parseNumberText, numberField: one rule for typed quantities, prices, numbers
export * from "./validators/organizationAppearance"; // ORGANIZATION_PRIMARY_COLORS, organizationAppearance (no zod)
export * from "./validators/organizations"; // createOrganizationInput, maxMembers, organizationSettings …
export * from "./validators/organizationTimeZone"; // DEFAULT_ORGANIZATION_TIME_ZONE, timeZoneName, updateOrganizationTimeZoneInput
export * from "./validators/pin"; // PIN_PATTERN, sanitizePinInput, canSubmitMobilePin (no zod)
export * from "./validators/platformRequests"; // organizationIdInput, platform*Input of the console
export * from "./validators/profile"; // profileInput, mobilePinInput, checkAvatarFile
export * from "./validators/qrLabels"; // qrLabelListInput, qrManagerSearch (the QR manager URL)
export * from "./validators/reorderRequests"; // reorder minimum, reorder list
export * from "./validators/reports"; // reportColumn, reportTemplate*Input, reportGenerateInput, checkReportExport
export * from "./validators/users"; // createUserInput, platformCreateUserInput, batchInviteInput …
// ── Webhooks (issue 27) ──
export * from "./webhooks/webhooks"; // WEBHOOK_EVENT_TYPES, retry schedule, endpoint inputs
