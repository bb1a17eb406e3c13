import { assetTypeNameTakenMessage } from "@stockroom/core";
import { DomainError, pgConstraint, pgErrorCode } from "../../errors";

/** The partial unique index on (organization_id, lower(name)) of non-archived types. */
export const ASSET_TYPE_NAME_INDEX = "asset_types_org_name_key";

/**
 * A unique violation of the name index becomes the spec's message (the database, not a
 * prior read, decides who wins a race); any other error is returned unchanged.
 */
export function assetTypeNameConflict(err: unknown, name: string, message = assetTypeNameTakenMessage(name)): unknown {
  if (pgErrorCode(err) === "23505" && pgConstraint(err) === ASSET_TYPE_NAME_INDEX) {
    return new DomainError("CONFLICT", message);
  }
  return err;
}
