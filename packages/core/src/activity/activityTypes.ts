// The organization's activity log (spec 01 §2 Dashboard: "A Recent Activity card lists up
// to 5 entries (description and date)"). Each action that writes an entry names one of
// these types and the kind of record the entry points at; the server accepts no others.

/** What an activity entry can point at (activity_log.entity_type). */
export const ACTIVITY_ENTITY_TYPES = [
  "asset",
  "asset_type",
  "form",
  "form_submission",
  "import_batch",
  "invitation",
  "member",
  "monthly_snapshot",
  "organization",
  "user",
  "webhook_endpoint",
] as const;
export type ActivityEntityType = (typeof ACTIVITY_ENTITY_TYPES)[number];

/**
 * Every activity type and the entity types an entry of it may point at. `form_created`
 * points at the asset type when the default forms of a type are created at once;
 * `member_removed` points at the user when the account itself was deleted;
 * `monthly_snapshot` (the background job's entry) points at no single record.
 */
export const ACTIVITY_TYPE_ENTITIES = {
  asset_created: ["asset"],
  asset_updated: ["asset"],
  asset_deleted: ["asset"],
  asset_restored: ["asset"],
  asset_type_created: ["asset_type"],
  asset_type_updated: ["asset_type"],
  asset_type_archived: ["asset_type"],
  asset_type_restored: ["asset_type"],
  form_created: ["form", "asset_type"],
  form_updated: ["form"],
  form_archived: ["form"],
  form_restored: ["form"],
  form_linked: ["asset_type"],
  form_unlinked: ["asset_type"],
  form_submitted: ["form_submission"],
  form_submission_updated: ["form_submission"],
  inventory_created: ["asset"],
  inventory_check: ["asset"],
  inventory_corrected: ["asset"],
  inventory_event_verified: ["asset"],
  inventory_fix_applied: ["asset"],
  inventory_item_updated: ["asset"],
  inventory_item_deleted: ["asset"],
  invitation_sent: ["invitation"],
  invitation_accepted: ["member"],
  member_joined: ["member"],
  member_role_changed: ["member"],
  member_removed: ["member", "user"],
  monthly_snapshot: ["monthly_snapshot"],
  organization_updated: ["organization"],
  /** Issue 21: a phone or the organization reached a PIN-guessing limit (the admins' notice). */
  pin_limit_reached: ["organization"],
  /** Issue 21: a member tried to set a PIN a colleague uses. */
  pin_clash: ["user"],
  /** Issue 24: "Imported N assets", and its undo. */
  assets_imported: ["import_batch"],
  import_undone: ["import_batch"],
  /** Issue 27: an admin's webhook endpoint changes, and the endpoint disabled after failing for a day (the admins' notice). */
  webhook_endpoint_created: ["webhook_endpoint"],
  webhook_endpoint_updated: ["webhook_endpoint"],
  webhook_endpoint_deleted: ["webhook_endpoint"],
  webhook_secret_rotated: ["webhook_endpoint"],
  webhook_endpoint_disabled: ["webhook_endpoint"],
} as const satisfies Record<string, readonly ActivityEntityType[]>;

export type ActivityType = keyof typeof ACTIVITY_TYPE_ENTITIES;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_TYPE_ENTITIES) as ActivityType[];

/**
 * One activity log entry as an action writes it: the type decides which entity it may
 * point at. `description` is shown as is on the dashboard's Recent Activity card.
 */
export type ActivityEntry = {
  [T in ActivityType]: {
    type: T;
    description: string;
    entityType: (typeof ACTIVITY_TYPE_ENTITIES)[T][number];
    /** Left out when the entry covers several records (several invitations, a month's snapshot). */
    entityId?: string;
  };
}[ActivityType];

export function isActivityType(value: string): value is ActivityType {
  return Object.hasOwn(ACTIVITY_TYPE_ENTITIES, value);
}
