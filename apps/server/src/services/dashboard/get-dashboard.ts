import { type ActivityType, RECENT_ACTIVITY_ITEMS } from "@stockroom/core";
import { activityLog, assets, assetTypes, forms, organizationMembers } from "@stockroom/db";
import { sql } from "drizzle-orm";
import type { OrgContext } from "../context";

export interface Dashboard {
  stats: { totalAssets: number; assetTypes: number; activeForms: number; teamMembers: number };
  recentActivity: { id: string; type: ActivityType; description: string; createdAt: Date }[];
}

/**
 * The dashboard's four cards and the five newest activity entries in one statement,
 * so the screen needs one round trip (get_dashboard_stats plus the activity card).
 */
export async function getDashboard({ db, orgId: organizationId }: OrgContext): Promise<Dashboard> {
  const [row] = await db.execute<{
    total_assets: number;
    asset_types: number;
    active_forms: number;
    team_members: number;
    recent: { id: string; type: ActivityType; description: string; created_at: string }[];
  }>(sql`select
      (select count(*)::int from ${assets}
         where ${assets.organizationId} = ${organizationId} and ${assets.isDeleted} = false) as total_assets,
      (select count(*)::int from ${assetTypes}
         where ${assetTypes.organizationId} = ${organizationId} and ${assetTypes.deletedAt} is null) as asset_types,
      (select count(*)::int from ${forms}
         where ${forms.organizationId} = ${organizationId} and ${forms.deletedAt} is null
           and ${forms.status} = 'active') as active_forms,
      (select count(*)::int from ${organizationMembers}
         where ${organizationMembers.organizationId} = ${organizationId}
           and ${organizationMembers.isDeleted} = false) as team_members,
      (select coalesce(json_agg(a order by a.created_at desc), '[]'::json) from (
         select ${activityLog.id} as id, ${activityLog.type} as type, ${activityLog.description} as description,
                ${activityLog.createdAt} as created_at
         from ${activityLog}
         where ${activityLog.organizationId} = ${organizationId}
         order by ${activityLog.createdAt} desc
         limit ${RECENT_ACTIVITY_ITEMS}) a) as recent`);
  if (!row) throw new Error("dashboard query returned no row");
  return {
    stats: {
      totalAssets: row.total_assets,
      assetTypes: row.asset_types,
      activeForms: row.active_forms,
      teamMembers: row.team_members,
    },
    recentActivity: row.recent.map((a) => ({
      id: a.id,
      type: a.type,
      description: a.description,
      createdAt: new Date(a.created_at),
    })),
  };
}
