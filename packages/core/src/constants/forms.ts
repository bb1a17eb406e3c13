// Spec 02 §3 (form, form field, related form data) and §9.

/** Form purposes of an asset type link; 'other' is the default on link. */
export const FORM_PURPOSES = ["intake", "inventory", "adjustment", "transfer", "audit", "other"] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];
export const DEFAULT_FORM_PURPOSE = "other" satisfies FormPurpose;
/** Intake and inventory are single slots on an asset type; other purposes allow several. */
export const SINGLE_SLOT_FORM_PURPOSES = ["intake", "inventory"] as const satisfies readonly FormPurpose[];
/** Purposes listed on the asset type's "additional forms" card. */
export const ADDITIONAL_FORM_PURPOSES = [
  "adjustment",
  "transfer",
  "audit",
  "other",
] as const satisfies readonly FormPurpose[];

/** Field types the builder offers (select is shown as "Dropdown"). */
export const FORM_FIELD_TYPES = ["text", "number", "textarea", "select", "date", "checkbox", "calculated"] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** Field types the renderer also handles. */
export const RENDERER_FIELD_TYPES = [
  ...FORM_FIELD_TYPES,
  "current_inventory",
  "radio",
  "switch",
  "file",
  "barcode",
  "formula",
] as const;
export type RendererFieldType = (typeof RENDERER_FIELD_TYPES)[number];
/** Field types whose value comes from a formula. */
export const CALCULATED_FIELD_TYPES = ["calculated", "formula"] as const;
/** Field types that may carry an inventory action (number and calculated fields). */
export const INVENTORY_ACTION_FIELD_TYPES = ["number", "calculated"] as const;

/** Inventory action of a field; "any other value becomes none". */
export const INVENTORY_ACTIONS = ["none", "add", "subtract", "set"] as const;
export type InventoryAction = (typeof INVENTORY_ACTIONS)[number];

export function normalizeInventoryAction(value: unknown): InventoryAction {
  return value === "add" || value === "subtract" || value === "set" ? value : "none";
}

/** Operators of a field's display conditions (spec 02 §5, form field rules). */
export const CONDITION_OPERATORS = [
  "equals",
  "notEquals",
  "contains",
  "notContains",
  "greaterThan",
  "lessThan",
  "isTrue",
  "isFalse",
  "isEmpty",
  "isNotEmpty",
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Conditions of form_field_dependencies rows. */
export const DEPENDENCY_CONDITIONS = [
  "equals",
  "not_equals",
  "contains",
  "not_contains",
  "greater_than",
  "less_than",
] as const;
export type DependencyCondition = (typeof DEPENDENCY_CONDITIONS)[number];

/** Dependency actions: require, disable; "otherwise show/hide". */
export const DEPENDENCY_ACTIONS = ["require", "disable", "show"] as const;
export type DependencyAction = (typeof DEPENDENCY_ACTIONS)[number];

/** form_validation_rules.rule_type */
export const VALIDATION_RULE_TYPES = ["min", "max", "pattern"] as const;
export type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number];

/** "File default accepts pdf, doc, docx, xls, xlsx, txt, jpg, jpeg, png." */
export const DEFAULT_FILE_ACCEPT = ["pdf", "doc", "docx", "xls", "xlsx", "txt", "jpg", "jpeg", "png"] as const;

/** mapped_asset_data_definitions.field_type and data_source. */
export const MAPPED_DATA_FIELD_TYPES = ["number", "currency", "text", "date"] as const;
export const MAPPED_DATA_SOURCES = ["inventory_items", "assets", "form_submissions"] as const;

/** Builder defaults (spec 02 §3 form field, §9). */
export const DEFAULT_FIELD_LABEL = "Untitled Field";
export const DEFAULT_NUMBER_PLACEHOLDER = "Enter number";
export const DEFAULT_NEW_FORM_TITLE = "New Inventory Form";
export const FORM_SUBMISSION_STATUS = "completed";
/** Uploaded file answers are stored in this bucket; public URL cache 3600 seconds. */
export const FORM_UPLOADS_BUCKET = "form-uploads";
export const FORM_UPLOAD_CACHE_SECONDS = 3600;

/**
 * A file answer's address: only a file of the form-uploads bucket on this server
 * (`/files/form-uploads/<key>`), never another site or a `javascript:` URL. The server also
 * checks that the file belongs to the organization; the renderers link only such addresses.
 * (Here, with no zod around it, so the phone's count screen can use it.)
 */
export const FORM_UPLOAD_URL_PATTERN = /^\/files\/form-uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isFormUploadUrl(url: unknown): url is string {
  return typeof url === "string" && FORM_UPLOAD_URL_PATTERN.test(url);
}
