import {
  INVALID_PIN_MESSAGE,
  MOBILE_ASSET_NOT_FOUND,
  type MobileAssetRef,
  PHONE_NOT_ENROLLED_MESSAGE,
  PIN_DEVICE_STOPPED_MESSAGE,
  PIN_LOCKED_MESSAGE,
} from "@stockroom/core";
import { type Database, organizationMembers, users } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { recordActivity } from "../activity/record-activity";
import { pinDigest } from "../profile/pin-digest";
import { activeMemberOf } from "../queries/active-members";
import { resolveMobileAsset } from "./get-mobile-asset";
import { loadPhoneDevice, touchPhoneDevice } from "./phone-devices";
import { lockAttemptScopes, lockedScope, type PinScope, pinLimiters } from "./pin-attempts";
import { createPinSession, credentialStamp } from "./pin-session";

type Outcome =
  | { ok: false; code: "UNAUTHORIZED" | "TOO_MANY_REQUESTS" | "NOT_FOUND"; message: string }
  | {
      ok: true;
      token: string;
      expiresAt: Date;
      userId: string;
      fullName: string | null;
      role: string;
      assetId: string;
      organizationId: string;
    };

/**
 * The PIN step of the mobile page (spec 01 §6; issue 14, issue 21). A PIN is accepted only
 * from a phone enrolled for the organization (device cookie) and compared only with that
 * organization's active members. A failure counts against the phone (5 → 15 minutes; 15 in
 * a day → stopped for a day or until an admin clears it) and against the organization (past
 * 50 in a day every further failure stops its phone for a day). A right PIN resets nothing:
 * a member's own PIN must not buy more guesses at colleagues'. It opens a PIN session for
 * 2 hours, bound to the member's PIN and password as they are now.
 */
export async function authenticatePin(
  deps: { db: Database; pinSecret: string },
  input: MobileAssetRef & { pin: string; deviceToken: string | null },
) {
  const device = await loadPhoneDevice(deps.db, input.deviceToken);
  if (!device) throw new DomainError("FORBIDDEN", PHONE_NOT_ENROLLED_MESSAGE);
  const orgId = device.organizationId;
  const ref: MobileAssetRef = "assetId" in input ? { assetId: input.assetId } : { code: input.code };

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const limiters = pinLimiters(tx);
    const short: PinScope = { limiter: limiters.device, key: device.id };
    const day: PinScope = { limiter: limiters.deviceDay, key: device.id };
    const org: PinScope = { limiter: limiters.org, key: orgId };
    await lockAttemptScopes(tx, [short, day, org]);
    const locked = await lockedScope(tx, [day, short]);
    if (locked) {
      return {
        ok: false,
        code: "TOO_MANY_REQUESTS",
        message: locked === day ? PIN_DEVICE_STOPPED_MESSAGE : PIN_LOCKED_MESSAGE,
      };
    }
    let asset: { id: string };
    try {
      asset = await resolveMobileAsset(tx, ref, [orgId]);
    } catch (err) {
      if (err instanceof DomainError) return { ok: false, code: "NOT_FOUND", message: MOBILE_ASSET_NOT_FOUND };
      throw err;
    }

    const [member] = await tx
      .select({
        userId: users.id,
        fullName: users.fullName,
        role: organizationMembers.role,
        credentialDigest: credentialStamp,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(activeMemberOf(orgId, eq(users.quickAccessPinDigest, pinDigest(deps.pinSecret, input.pin))))
      .limit(1);
    if (!member) {
      // One failure on each scope, in the order the advisory locks were taken.
      const shortFailures = await short.limiter.count(short.key);
      const dayFailures = await day.limiter.count(day.key);
      const orgFailures = await org.limiter.count(org.key);
      const dayMax = day.limiter.spec.max;
      const orgMax = org.limiter.spec.max;
      let stopped = dayFailures >= dayMax;
      if (orgFailures > orgMax) {
        await day.limiter.lockFor(day.key, day.limiter.spec.lockMinutes);
        stopped = true;
      }
      if (orgFailures === orgMax) {
        await recordActivity(tx, orgId, null, {
          type: "pin_limit_reached",
          entityType: "organization",
          entityId: orgId,
          description: `${orgMax} failed PINs in a day: every further failed PIN stops its phone for a day. Check Organization settings › Members › Phones.`,
        });
      } else if (stopped && dayFailures === dayMax) {
        await recordActivity(tx, orgId, null, {
          type: "pin_limit_reached",
          entityType: "organization",
          entityId: orgId,
          description: `A phone was stopped after ${dayMax} failed PINs in a day. Check Organization settings › Members › Phones.`,
        });
      }
      if (stopped) return { ok: false, code: "TOO_MANY_REQUESTS", message: PIN_DEVICE_STOPPED_MESSAGE };
      const shortLocked = shortFailures >= short.limiter.spec.max;
      return shortLocked
        ? { ok: false, code: "TOO_MANY_REQUESTS", message: PIN_LOCKED_MESSAGE }
        : { ok: false, code: "UNAUTHORIZED", message: INVALID_PIN_MESSAGE };
    }
    await touchPhoneDevice(tx, device.id);
    const session = await createPinSession(tx, {
      userId: member.userId,
      organizationId: orgId,
      credentialDigest: member.credentialDigest,
    });
    return {
      ok: true,
      ...session,
      userId: member.userId,
      fullName: member.fullName,
      role: member.role,
      assetId: asset.id,
      organizationId: orgId,
    };
  });
  // Thrown after the transaction so the failure it counted is committed.
  if (!outcome.ok) throw new DomainError(outcome.code, outcome.message);
  return outcome;
}
