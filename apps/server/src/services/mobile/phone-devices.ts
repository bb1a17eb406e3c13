import { createHash, randomBytes, randomInt } from "node:crypto";
import {
  ENROLLMENT_CODE_ALPHABET,
  ENROLLMENT_CODE_INVALID_MESSAGE,
  ENROLLMENT_CODE_LENGTH,
  ENROLLMENT_CODE_MINUTES,
  PHONE_DEVICE_NOT_FOUND,
  PIN_DEVICE_DAY_LIMIT,
  PIN_DEVICE_SHORT_LIMIT,
  PIN_ORG_DAY_CEILING,
} from "@stockroom/core";
import {
  type Database,
  type DbOrTx,
  organizationMembers,
  phoneDevices,
  phoneEnrollmentCodes,
  users,
} from "@stockroom/db";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { DomainError } from "../../errors";
import type { ServiceContext } from "../context";
import { attemptStates, clearAttemptScopes, deviceDayScope, deviceScope, orgScope } from "./pin-attempts";

/** The enrolled phone's cookie (HttpOnly, about a year); the database keeps only its SHA-256. */
export const DEVICE_COOKIE = "stockroom_device";
export const DEVICE_COOKIE_DAYS = 400;

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** What a typed code is compared as: upper case, without the spaces and dashes that only help reading. */
function normalizeCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, "");
}

export interface PhoneDevice {
  id: string;
  organizationId: string;
}

/** A phone works only while the member who enrolled it is still a member of its organization. */
const enrollerIsMember = and(
  eq(organizationMembers.userId, phoneDevices.enrolledBy),
  eq(organizationMembers.organizationId, phoneDevices.organizationId),
  eq(organizationMembers.isDeleted, false),
);

/**
 * The enrolled phone of a device cookie: not revoked, and the member who enrolled it still an
 * active member of its organization.
 */
export async function loadPhoneDevice(db: DbOrTx, token: string | null): Promise<PhoneDevice | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: phoneDevices.id, organizationId: phoneDevices.organizationId })
    .from(phoneDevices)
    .innerJoin(organizationMembers, enrollerIsMember)
    .where(and(eq(phoneDevices.tokenDigest, sha256(token)), isNull(phoneDevices.revokedAt)))
    .limit(1);
  return row ?? null;
}

async function insertDevice(
  db: DbOrTx,
  input: { organizationId: string; enrolledBy: string; method: "sign_in" | "code" },
): Promise<{ token: string; deviceId: string }> {
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(phoneDevices)
    .values({ ...input, tokenDigest: sha256(token) })
    .returning({ id: phoneDevices.id });
  if (!row) throw new Error("phone device insert returned no row");
  return { token, deviceId: row.id };
}

/**
 * A full sign-in enrolls the browser for the member's organization (kept when it already is):
 * the first way a phone becomes one where a PIN may be typed. Answers a new token, or null.
 */
export async function enrollDeviceBySignIn(
  db: Database,
  input: { organizationId: string; userId: string; currentToken: string | null },
): Promise<string | null> {
  const current = await loadPhoneDevice(db, input.currentToken);
  if (current?.organizationId === input.organizationId) return null;
  const { token } = await insertDevice(db, {
    organizationId: input.organizationId,
    enrolledBy: input.userId,
    method: "sign_in",
  });
  return token;
}

/** Organization settings › Members › Phones: a one-time code, shown once, valid for 10 minutes. */
export async function createEnrollmentCode({ db, orgId, actorId }: ServiceContext) {
  let code = "";
  for (let i = 0; i < ENROLLMENT_CODE_LENGTH; i++)
    code += ENROLLMENT_CODE_ALPHABET[randomInt(ENROLLMENT_CODE_ALPHABET.length)];
  const [row] = await db
    .insert(phoneEnrollmentCodes)
    .values({
      codeDigest: sha256(code),
      organizationId: orgId,
      createdBy: actorId,
      expiresAt: sql`now() + ${`${ENROLLMENT_CODE_MINUTES} minutes`}::interval`,
    })
    .returning({ expiresAt: phoneEnrollmentCodes.expiresAt });
  if (!row) throw new Error("enrollment code insert returned no row");
  return { code: `${code.slice(0, 4)}-${code.slice(4)}`, expiresAt: row.expiresAt };
}

/**
 * A phone typed an administrator's code: used up at once (under the row's update, so two
 * phones cannot both use it), and the phone is enrolled for the code's organization.
 * The router counts wrong codes per address (AttemptLimiter "enroll:ip").
 */
export async function enrollDeviceByCode(db: Database, code: string) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(phoneEnrollmentCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(phoneEnrollmentCodes.codeDigest, sha256(normalizeCode(code))),
          isNull(phoneEnrollmentCodes.usedAt),
          gt(phoneEnrollmentCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ organizationId: phoneEnrollmentCodes.organizationId, createdBy: phoneEnrollmentCodes.createdBy });
    if (!used) throw new DomainError("BAD_REQUEST", ENROLLMENT_CODE_INVALID_MESSAGE);
    return insertDevice(tx, { organizationId: used.organizationId, enrolledBy: used.createdBy, method: "code" });
  });
}

/** Organization settings › Members › Phones: the enrolled phones, their locks, and the organization's daily count. */
export async function listPhoneDevices({ db, orgId }: { db: Database; orgId: string }) {
  const rows = await db
    .select({
      id: phoneDevices.id,
      method: phoneDevices.method,
      enrolledByName: users.fullName,
      enrolledByEmail: users.email,
      createdAt: phoneDevices.createdAt,
      lastUsedAt: phoneDevices.lastUsedAt,
    })
    .from(phoneDevices)
    .innerJoin(users, eq(users.id, phoneDevices.enrolledBy))
    .innerJoin(organizationMembers, enrollerIsMember)
    .where(and(eq(phoneDevices.organizationId, orgId), isNull(phoneDevices.revokedAt)))
    .orderBy(desc(phoneDevices.createdAt))
    .limit(200);
  const scopes = [orgScope(orgId), ...rows.flatMap((r) => [deviceScope(r.id), deviceDayScope(r.id)])];
  const states = await attemptStates(db, scopes);
  return {
    organization: {
      failuresToday: states.get(orgScope(orgId))?.failures ?? 0,
      ceiling: PIN_ORG_DAY_CEILING,
    },
    limits: { short: PIN_DEVICE_SHORT_LIMIT, day: PIN_DEVICE_DAY_LIMIT },
    devices: rows.map((r) => {
      const short = states.get(deviceScope(r.id));
      const day = states.get(deviceDayScope(r.id));
      const lockedUntil = [short?.lockedUntil, day?.lockedUntil]
        .filter((d): d is Date => d instanceof Date)
        .sort((x, y) => y.getTime() - x.getTime())[0];
      return { ...r, failuresToday: day?.failures ?? 0, lockedUntil: lockedUntil ?? null };
    }),
  };
}

async function ownDevice(db: DbOrTx, orgId: string, deviceId: string) {
  const [row] = await db
    .select({ id: phoneDevices.id })
    .from(phoneDevices)
    .where(and(eq(phoneDevices.organizationId, orgId), eq(phoneDevices.id, deviceId), isNull(phoneDevices.revokedAt)));
  if (!row) throw new DomainError("NOT_FOUND", PHONE_DEVICE_NOT_FOUND);
  return row;
}

/** Revoke: the phone must enroll again before a PIN is accepted on it. */
export async function revokePhoneDevice({ db, orgId }: { db: Database; orgId: string }, deviceId: string) {
  await ownDevice(db, orgId, deviceId);
  await db
    .update(phoneDevices)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(phoneDevices.organizationId, orgId), eq(phoneDevices.id, deviceId)));
  return { ok: true as const };
}

/** Clear: one phone's locks, or (null) the organization's daily count of failed PINs. */
export async function clearPinLock({ db, orgId }: { db: Database; orgId: string }, deviceId: string | null) {
  if (deviceId === null) {
    await clearAttemptScopes(db, [orgScope(orgId)]);
  } else {
    await ownDevice(db, orgId, deviceId);
    await clearAttemptScopes(db, [deviceScope(deviceId), deviceDayScope(deviceId)]);
  }
  return { ok: true as const };
}

/** The phone was used for a right PIN (shown to the administrators). */
export async function touchPhoneDevice(db: DbOrTx, deviceId: string): Promise<void> {
  await db.update(phoneDevices).set({ lastUsedAt: sql`now()` }).where(eq(phoneDevices.id, deviceId));
}
