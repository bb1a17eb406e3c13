import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CONSISTENCY_RECOMMENDATIONS } from "@stockroom/core";

/**
 * Core's consistency-check recommendations (spec 02's Needs Attention advice) as catalog
 * messages keyed by core's English, for every screen that shows them (Data Quality, reports).
 */
export const CONSISTENCY_RECOMMENDATION_TEXTS: ReadonlyArray<readonly [english: string, message: MessageDescriptor]> = [
  [
    CONSISTENCY_RECOMMENDATIONS.urgent,
    msg`Urgent: stock differs from the latest form total by more than 20%. Recount this item.`,
  ],
  [
    CONSISTENCY_RECOMMENDATIONS.warning,
    msg`Stock differs from the latest form total by more than 5%. Review recent changes.`,
  ],
  [
    CONSISTENCY_RECOMMENDATIONS.noTotal,
    msg`Stock differs by 10 units or more and no form total is available. Submit an inventory form.`,
  ],
  [
    CONSISTENCY_RECOMMENDATIONS.staleForm,
    msg`The last inventory form is more than 45 days old. Submit a new inventory count.`,
  ],
  [CONSISTENCY_RECOMMENDATIONS.noForm, msg`No inventory form has been submitted for this item yet.`],
];
