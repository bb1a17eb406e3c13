import { Select, Switch, TextInput } from "@mantine/core";
import { DEFAULT_ROLE_OPTIONS, type OrganizationSettings } from "@stockroom/core";
import { roleLabel } from "../../lib/memberRoles";
import { SettingsPanel } from "./SettingsPanel";
import { useOrganizationSettingsForm } from "./useOrganizationSettingsForm";

const KEYS = ["allowMemberInvites", "requireApprovalForJoining", "maxMembers", "defaultRole"] as const;
const ROLE_OPTIONS = DEFAULT_ROLE_OPTIONS.map((role) => ({ value: role, label: roleLabel(role) }));

/** Advanced: invitations, joining, member limit and default role, enforced by the server. */
export function AdvancedPanel({ settings }: { settings: OrganizationSettings }) {
  const panel = useOrganizationSettingsForm(settings, KEYS);
  const { form } = panel;
  return (
    <SettingsPanel title="Advanced" testId="panel-advanced" actions={panel.actions}>
      <Switch
        label="Allow member invites"
        description="Administrators can invite people by email."
        {...form.getInputProps("allowMemberInvites", { type: "checkbox" })}
        data-testid="setting-allowMemberInvites"
      />
      <Switch
        label="Require approval for joining"
        description="New members need an administrator's approval."
        {...form.getInputProps("requireApprovalForJoining", { type: "checkbox" })}
      />
      <TextInput
        label="Max members"
        description="Between 1 and 1000."
        inputMode="numeric"
        maw={200}
        {...form.getInputProps("maxMembers")}
        data-testid="setting-maxMembers"
      />
      <Select
        label="Default role"
        description="The role of new members when none is chosen."
        maw={260}
        data={ROLE_OPTIONS}
        {...form.getInputProps("defaultRole")}
        allowDeselect={false}
        data-testid="setting-defaultRole"
      />
    </SettingsPanel>
  );
}
