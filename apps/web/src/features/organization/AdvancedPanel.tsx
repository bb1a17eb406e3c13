import { Paper, Select, Stack, Switch, TextInput, Title } from "@mantine/core";
import { DEFAULT_ROLE_OPTIONS, maxMembers, type OrganizationSettings } from "@stockroom/core";
import { useEffect, useState } from "react";
import { roleLabel } from "../../lib/memberRoles";
import { PanelActions } from "./PanelActions";
import { useOrganizationSettingsDraft } from "./useOrganizationSettingsDraft";

const KEYS = ["allowMemberInvites", "requireApprovalForJoining", "maxMembers", "defaultRole"] as const;

/** Advanced: invitations, joining, member limit and default role, enforced by the server. */
export function AdvancedPanel({ settings }: { settings: OrganizationSettings }) {
  const panel = useOrganizationSettingsDraft(settings, KEYS);
  // Typed as text: "50 if the input is not numeric" applies when saving.
  const [maxText, setMaxText] = useState(String(panel.draft.maxMembers));
  const [maxError, setMaxError] = useState<string | null>(null);
  useEffect(() => setMaxText(String(panel.draft.maxMembers)), [panel.draft.maxMembers]);
  const textDirty = maxText !== String(panel.draft.maxMembers);

  async function save() {
    const parsed = maxMembers.safeParse(maxText);
    if (!parsed.success) {
      setMaxError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setMaxError(null);
    if (await panel.save({ maxMembers: parsed.data })) setMaxText(String(parsed.data));
  }

  return (
    <Paper withBorder p="lg" radius="md" data-testid="panel-advanced">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Advanced
        </Title>
        <Switch
          label="Allow member invites"
          description="Administrators can invite people by email."
          checked={panel.draft.allowMemberInvites}
          onChange={(event) => panel.set("allowMemberInvites", event.currentTarget.checked)}
          data-testid="setting-allowMemberInvites"
        />
        <Switch
          label="Require approval for joining"
          description="New members need an administrator's approval."
          checked={panel.draft.requireApprovalForJoining}
          onChange={(event) => panel.set("requireApprovalForJoining", event.currentTarget.checked)}
        />
        <TextInput
          label="Max members"
          description="Between 1 and 1000."
          inputMode="numeric"
          maw={200}
          value={maxText}
          onChange={(event) => {
            setMaxText(event.currentTarget.value);
            setMaxError(null);
          }}
          error={maxError}
          data-testid="setting-maxMembers"
        />
        <Select
          label="Default role"
          description="The role of new members when none is chosen."
          maw={260}
          data={DEFAULT_ROLE_OPTIONS.map((role) => ({ value: role, label: roleLabel(role) }))}
          value={panel.draft.defaultRole}
          onChange={(value) => {
            const role = DEFAULT_ROLE_OPTIONS.find((r) => r === value);
            if (role) panel.set("defaultRole", role);
          }}
          allowDeselect={false}
          data-testid="setting-defaultRole"
        />
      </Stack>
      <PanelActions
        dirty={panel.dirty || textDirty}
        saving={panel.saving}
        onSave={() => void save()}
        onReset={() => {
          panel.reset();
          setMaxText(String(settings.maxMembers));
          setMaxError(null);
        }}
      />
    </Paper>
  );
}
