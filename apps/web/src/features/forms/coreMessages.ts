import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  BUILDER_NO_ORGANIZATION_MESSAGE,
  CLEAR_FIELDS_CONFIRM_MESSAGE,
  DEFAULT_FIELD_LABEL,
  DEFAULT_NEW_FORM_TITLE,
  DEFAULT_NUMBER_PLACEHOLDER,
  FORM_NOT_FOUND_MESSAGE,
  FORM_NOT_LINKED_MESSAGE,
  FORM_SCHEMA_INVALID_MESSAGE,
  FORM_TITLE_REQUIRED_MESSAGE,
  FORMULA_INVALID,
  FORMULA_PREVIEW_MESSAGES,
  FORMULA_SYNTAX_ERROR_MESSAGE,
  FORMULA_VALID,
  INVALID_JSON_FILE_MESSAGE,
  LINKED_FORM_ARCHIVE_WARNING,
  MISSING_FIELDS_MESSAGE,
  MISSING_MAPPED_FIELDS_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  REQUIRED_FIELDS_TOAST,
  readFieldMessage,
  VALIDATION_ERROR_TITLE,
} from "@stockroom/core";
import { formatNumber } from "../../i18n/format";

/**
 * Core's messages that the form screens show, in the screen's language. Core keeps its
 * English (the spec's wording, which the server sends too); the screen looks a message up by
 * that English, as the translated screens do with core's constants, and shows the catalog's
 * text. A message not listed here (a tenant's own error message) is shown as it is.
 */
const CONSTANTS = (): ReadonlyArray<readonly [string, MessageDescriptor]> => [
  [VALIDATION_ERROR_TITLE, msg`Validation Error`],
  [REQUIRED_FIELDS_TOAST.title, msg`Validation Error`],
  [REQUIRED_FIELDS_TOAST.description, msg`Please fill all required fields.`],
  [FORM_TITLE_REQUIRED_MESSAGE, msg`Form title is required`],
  [BUILDER_NO_ORGANIZATION_MESSAGE, msg`No organization selected. Please ensure you're connected to an organization.`],
  [FORM_SCHEMA_INVALID_MESSAGE, msg`Form schema is missing or invalid. Please contact your administrator.`],
  [INVALID_JSON_FILE_MESSAGE, msg`Invalid JSON file`],
  [FORM_NOT_LINKED_MESSAGE, msg`Form is not linked to this asset type`],
  [FORM_NOT_FOUND_MESSAGE, msg`Form not found`],
  [CLEAR_FIELDS_CONFIRM_MESSAGE, msg`Are you sure you want to remove all fields? This cannot be undone.`],
  [
    LINKED_FORM_ARCHIVE_WARNING,
    msg`This form is linked to other resources. The form will be unlinked from all asset types and any field mappings will be removed. Asset types using this form will need to be updated with new forms.`,
  ],
  [FORMULA_PREVIEW_MESSAGES.no_formula, msg`No formula`],
  [FORMULA_PREVIEW_MESSAGES.empty, msg`Empty formula`],
  [FORMULA_PREVIEW_MESSAGES.incomplete, msg`Incomplete formula`],
  [FORMULA_PREVIEW_MESSAGES.unmatched_parentheses, msg`Unmatched parentheses`],
  [FORMULA_PREVIEW_MESSAGES.error, msg`Calculation Error`],
  [NUL_CHARACTER_MESSAGE, msg`Text must not contain NUL characters`],
  [FORMULA_VALID, msg`Valid`],
  [FORMULA_INVALID, msg`Invalid`],
];

let byEnglish: Map<string, MessageDescriptor> | null = null;

/** One of core's fixed messages in the screen's language (unknown text stays as it is). */
export function coreText(english: string): string {
  byEnglish ??= new Map(CONSTANTS());
  const descriptor = byEnglish.get(english);
  return descriptor ? i18n._(descriptor) : english;
}

/**
 * A field's message from core's form rules and number rules ('{label} is required', 'must be
 * at least 0', 'must be a whole number', 'must be at most 10,000 characters long', …) in the
 * screen's language: core's readFieldMessage says which message it is and its number (the phone's
 * count screen reads them the same way, with its own catalog). A custom message the admin typed
 * for a rule is shown as typed.
 */
export function fieldMessage(englishLabel: string, english: string, label = englishLabel): string {
  const read = readFieldMessage(englishLabel, english);
  if (!read) return english;
  const n = formatNumber(read.n ?? 0);
  const sign = read.sign ?? "";
  switch (read.kind) {
    case "required":
      return i18n._(msg`${label} is required`);
    case "requiredWithPeriod":
      return i18n._(msg`${label} is required.`);
    case "notANumber":
      return i18n._(msg`${label} must be a number`);
    case "wholeNumber":
      return i18n._(msg`${label} must be a whole number`);
    case "notNegative":
      return i18n._(msg`${label} cannot be negative`);
    case "invalidFormat":
      return i18n._(msg`${label} has an invalid format`);
    case "plainDigits":
      return i18n._(msg`${label} must be written in plain digits (no exponent such as 1e3)`);
    case "decimalSign":
      return i18n._(msg`${label} must use "${sign}" for decimals and no thousands separators`);
    case "atLeast":
      return i18n._(msg`${label} must be at least ${n}`);
    case "atMost":
      return i18n._(msg`${label} must be at most ${n}`);
    case "atLeastCharacters":
      return i18n._(msg`${label} must be at least ${n} characters`);
    case "atMostCharacters":
      return i18n._(msg`${label} must be at most ${n} characters`);
    case "decimalPlaces": {
      const count = read.n ?? 0;
      return i18n._(msg`${label} can have at most ${count} decimal places`);
    }
  }
}

/** A formula check's message: core's English start (what is wrong) translated, the names or parser's detail after it kept. */
export function formulaErrorText(english: string): string {
  const after = (start: string) => english.slice(start.length);
  if (english.startsWith(MISSING_MAPPED_FIELDS_MESSAGE)) {
    const names = after(MISSING_MAPPED_FIELDS_MESSAGE);
    return i18n._(msg`Referenced mapped fields don't exist: ${names}`);
  }
  if (english.startsWith(MISSING_FIELDS_MESSAGE)) {
    const names = after(MISSING_FIELDS_MESSAGE);
    return i18n._(msg`Referenced fields don't exist: ${names}`);
  }
  if (english.startsWith(FORMULA_SYNTAX_ERROR_MESSAGE)) {
    const detail = after(FORMULA_SYNTAX_ERROR_MESSAGE);
    return i18n._(msg`Formula syntax error: ${detail}`);
  }
  return english;
}

/** The words core's builder checks start their messages with ('Form name must be at most …'). */
const BUILDER_SUBJECTS = (): ReadonlyArray<readonly [string, string]> => [
  ["Form name", i18n._(msg`Form name`)],
  ["Description", i18n._(msg`Description`)],
  ["Minimum", i18n._(msg`Minimum`)],
  ["Maximum", i18n._(msg`Maximum`)],
];

/** A message of the builder's check (core's formBuilderDraft), in the screen's language. */
export function builderMessage(english: string): string {
  const fixed = coreText(english);
  if (fixed !== english) return fixed;
  for (const [subject, shown] of BUILDER_SUBJECTS()) {
    const translated = fieldMessage(subject, english, shown);
    if (translated !== english) return translated;
  }
  return english;
}

/**
 * Core's starting texts of a new form and a new field ('New Inventory Form', 'Item Name',
 * 'Quantity', 'Untitled Field', 'Enter number') in the screen's language: they become the
 * admin's own texts when saved, so a German admin starts from German ones.
 */
export function startingText(english: string | null | undefined): string | null | undefined {
  if (!english) return english;
  const texts: Record<string, MessageDescriptor> = {
    [DEFAULT_NEW_FORM_TITLE]: msg`New Inventory Form`,
    [DEFAULT_FIELD_LABEL]: msg`Untitled Field`,
    [DEFAULT_NUMBER_PLACEHOLDER]: msg`Enter number`,
    "Item Name": msg`Item Name`,
    Quantity: msg`Quantity`,
  };
  const descriptor = texts[english];
  return descriptor ? i18n._(descriptor) : english;
}

/** A formula result as core writes it ("1234.50", two decimals) with the locale's decimal separator; other text stays. */
export function formulaNumberText(display: string): string {
  const found = /^-?\d+\.(\d+)$/.exec(display);
  if (!found) return display;
  const decimals = found[1]?.length ?? 0;
  return formatNumber(Number(display), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
}
