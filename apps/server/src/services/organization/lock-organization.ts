import { ORGANIZATION_NOT_FOUND_MESSAGE } from "@stockroom/core";
import { organizations, type Transaction } from "@stockroom/db";
import { eq } from "drizzle-orm";
import { DomainError } from "../../errors";
import { readOrganizationSettings } from "./read-organization-settings";

/**
 * Locks the organization row for the rest of the transaction and returns its name and
 * settings. Everything that counts members or checks PINs against them takes this
 * lock first, so two concurrent joins cannot both see room for one more.
 */
export async function lockOrganization(tx: Transaction, organizationId: string) {
  const [org] = await tx
    .select({ id: organizations.id, name: organizations.name, settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
  if (!org) throw new DomainError("NOT_FOUND", ORGANIZATION_NOT_FOUND_MESSAGE);
  return { id: org.id, name: org.name, settings: readOrganizationSettings(org.settings) };
}
