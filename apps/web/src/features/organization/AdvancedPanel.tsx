import { useLingui } from "@lingui/react/macro";
import { Select, Switch, TextInput } from "@mantine/core";
import { DEFAULT_ROLE_OPTIONS, type OrganizationSettings } from "@stockroom/core";
import { roleLabel } from "../../lib/memberRoles";
import { SettingsPanel } from "./SettingsPanel";
import { useOrganizationSettingsForm } from "./useOrganizationSettingsForm";

const KEYS = ["allowMemberInvites", "requireApprovalForJoining", "maxMembers", "defaultRole"] as const;
const roleOptions = () => DEFAULT_ROLE_OPTIONS.map((role) => ({ value: role, label: roleLabel(role) }));

/** Advanced: invitations, joining, member limit and default role, enforced by the server. */
export function AdvancedPanel({ settings }: { settings: OrganizationSettings }) {
  const { t } = useLingui();
  const panel = useOrganizationSettingsForm(settings, KEYS);
  const { form } = panel;
  return (
    <SettingsPanel title={t`Advanced`} testId="panel-advanced" actions={panel.actions}>
      <Switch
        label={t`Allow member invites`}
        description={t`Administrators can invite people by email.`}
        {...form.getInputProps("allowMemberInvites", { type: "checkbox" })}
        data-testid="setting-allowMemberInvites"
      />
      <Switch
        label={t`Require approval for joining`}
        description={t`New members need an administrator's approval.`}
        {...form.getInputProps("requireApprovalForJoining", { type: "checkbox" })}
      />
      <TextInput
        label={t`Max members`}
        description={t`Between 1 and 1000.`}
        inputMode="numeric"
        maw={200}
        {...form.getInputProps("maxMembers")}
        data-testid="setting-maxMembers"
      />
      <Select
        label={t`Default role`}
        description={t`The role of new members when none is chosen.`}
        maw={260}
        data={roleOptions()}
        {...form.getInputProps("defaultRole")}
        allowDeselect={false}
        data-testid="setting-defaultRole"
      />
    </SettingsPanel>
  );
}
