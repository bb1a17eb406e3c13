import { webhookEndpoints } from "@stockroom/db";
import { asc, eq } from "drizzle-orm";
import type { OrgContext } from "../context";
import { endpointView } from "./webhook-endpoint-context";

/** The organization's endpoints, oldest first, without their secrets. */
export async function listWebhookEndpoints({ db, orgId }: OrgContext) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, orgId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return rows.map(endpointView);
}
