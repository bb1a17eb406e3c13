import { Trans, useLingui } from "@lingui/react/macro";
import { ORGANIZATION_CONTEXT_MISSING_MESSAGE } from "@stockroom/core";
import { NoOrganization } from "../../ui/NoOrganization";

/** Spec 02 §8: the add flow's page when the organization context is missing. */
export function OrganizationRequired() {
  const { t } = useLingui();
  return (
    <NoOrganization title={t`Organization Required`} color="yellow">
      {ORGANIZATION_CONTEXT_MISSING_MESSAGE}
    </NoOrganization>
  );
}

/** The inventory screens without an organization (spec 02 "Inventory page"). */
export function NoOrganizationSelected({ color = "yellow" }: { color?: "red" | "yellow" }) {
  const { t } = useLingui();
  return (
    <NoOrganization title={t`No Organization Selected`} color={color}>
      <Trans>Please select an organization to view inventory.</Trans>
    </NoOrganization>
  );
}
