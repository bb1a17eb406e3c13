import { Alert } from "@mantine/core";

/** Spec 02 §8: the add flow's page when the organization context is missing. */
export function OrganizationRequired() {
  return (
    <Alert color="yellow" title="Organization Required">
      Organization context is missing.
    </Alert>
  );
}

/** The /inventory page without an organization (spec 02 "Inventory page"). */
export function NoOrganizationSelected() {
  return (
    <Alert color="yellow" title="No Organization Selected">
      Please select an organization to view inventory.
    </Alert>
  );
}
