import { z } from "zod";
import { DEFAULT_MEMBER_ROLE, DEFAULT_ROLE_OPTIONS } from "../constants/roles";
import { INVALID_EMAIL_MESSAGE } from "./email";
import { boundedText, DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from "./limits";
import { DEFAULT_ORGANIZATION_APPEARANCE, ORGANIZATION_PRIMARY_COLORS } from "./organizationAppearance";
import { timeZoneName } from "./organizationTimeZone";

// Spec 01 §5 and §9: organizations.

export const ORGANIZATION_REQUIRED_MESSAGE = "Organization name and admin email are required.";
/** Ours: an organization id that names no organization. */
export const ORGANIZATION_NOT_FOUND_MESSAGE = "Organization not found";

/** create_organization_with_admin: name and admin email required; description optional. */
export const createOrganizationInput = z.object({
  name: z
    .string(ORGANIZATION_REQUIRED_MESSAGE)
    .trim()
    .min(1, ORGANIZATION_REQUIRED_MESSAGE)
    .pipe(boundedText("Organization name", NAME_MAX_LENGTH)),
  adminEmail: z
    .string(ORGANIZATION_REQUIRED_MESSAGE)
    .trim()
    .toLowerCase()
    .min(1, ORGANIZATION_REQUIRED_MESSAGE)
    .pipe(z.email(INVALID_EMAIL_MESSAGE)),
  /** The new admin's full name; empty falls back to the part of the email before @. */
  adminName: z
    .string()
    .trim()
    .max(200, "Full name must be at most 200 characters.")
    .nullish()
    .transform((n) => n || null),
  description: z
    .string()
    .trim()
    .nullish()
    .transform((d) => d || null),
  /**
   * The organization's time zone: the creating operator's App Settings time zone, sent by
   * the console; the column's default (America/New_York) when absent.
   */
  timeZone: timeZoneName.nullish(),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationInput>;

/** Organization settings "General": name, description, logo. */
export const updateOrganizationInput = z.object({
  name: z
    .string("Organization name is required")
    .trim()
    .min(1, "Organization name is required")
    .pipe(boundedText("Organization name", NAME_MAX_LENGTH)),
  description: boundedText("Description", DESCRIPTION_MAX_LENGTH).trim().nullish(),
  avatarUrl: z.string().max(SHORT_TEXT_MAX_LENGTH).nullish(),
});
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInput>;

/** Spec 01 §9: delete confirmation text. */
export const DELETE_ORGANIZATION_CONFIRMATION = "DELETE ORGANIZATION";
export const DELETION_CANCELLED_MESSAGE = "Deletion cancelled - text did not match.";

/**
 * The typed confirmation: exactly "DELETE ORGANIZATION" confirms; other text cancels
 * with "Deletion cancelled - text did not match."; a dismissed prompt (null) cancels
 * without a message.
 */
export function checkDeleteOrganizationConfirmation(
  typed: string | null | undefined,
): { confirmed: true } | { confirmed: false; message: string | null } {
  if (typed === null || typed === undefined) return { confirmed: false, message: null };
  return typed === DELETE_ORGANIZATION_CONFIRMATION
    ? { confirmed: true }
    : { confirmed: false, message: DELETION_CANCELLED_MESSAGE };
}

export const deleteOrganizationInput = z.object({
  organizationId: z.string().min(1).max(100),
  confirmation: z.literal(DELETE_ORGANIZATION_CONFIRMATION, DELETION_CANCELLED_MESSAGE),
});
export type DeleteOrganizationInput = z.infer<typeof deleteOrganizationInput>;

/** Spec 01 §5/§9: "Maximum members 1-1000; 50 if the input is not numeric." */
export const MAX_MEMBERS_MIN = 1;
export const MAX_MEMBERS_MAX = 1000;
export const DEFAULT_MAX_MEMBERS = 50;
export const MAX_MEMBERS_RANGE_MESSAGE = "Maximum members must be between 1 and 1000";

/** What the settings input turns into: a whole number, or 50 when it is not numeric. */
export function parseMaxMembers(input: unknown): number {
  const value =
    typeof input === "number"
      ? input
      : typeof input === "string" && input.trim() !== ""
        ? Number(input.trim())
        : Number.NaN;
  return Number.isFinite(value) ? Math.trunc(value) : DEFAULT_MAX_MEMBERS;
}

export const maxMembers = z.preprocess(
  parseMaxMembers,
  z.number().int().min(MAX_MEMBERS_MIN, MAX_MEMBERS_RANGE_MESSAGE).max(MAX_MEMBERS_MAX, MAX_MEMBERS_RANGE_MESSAGE),
);

/**
 * Organization settings (client-side only in the spec). Defaults other than maxMembers
 * (50) and defaultRole (member) are not in the spec and are ours.
 */
export const organizationSettings = z.object({
  primaryColor: z.enum(ORGANIZATION_PRIMARY_COLORS).default(DEFAULT_ORGANIZATION_APPEARANCE.primaryColor),
  customTheme: z.boolean().default(DEFAULT_ORGANIZATION_APPEARANCE.customTheme),
  emailNotifications: z.boolean().default(true),
  slackIntegration: z.boolean().default(false),
  weeklyReports: z.boolean().default(false),
  memberJoinNotifications: z.boolean().default(true),
  allowMemberInvites: z.boolean().default(false),
  requireApprovalForJoining: z.boolean().default(false),
  maxMembers: maxMembers.default(DEFAULT_MAX_MEMBERS),
  defaultRole: z.enum(DEFAULT_ROLE_OPTIONS).default(DEFAULT_MEMBER_ROLE),
});
export type OrganizationSettings = z.infer<typeof organizationSettings>;
export const DEFAULT_ORGANIZATION_SETTINGS: OrganizationSettings = organizationSettings.parse({});

/** Spec 01 §2: Statistics placeholder initial counts. */
export const ORGANIZATION_STATISTICS_PLACEHOLDER = { organizations: 1, users: 0, assets: 0, forms: 0 } as const;
