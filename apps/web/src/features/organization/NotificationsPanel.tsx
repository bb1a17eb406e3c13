import { Paper, Stack, Switch, Title } from "@mantine/core";
import type { OrganizationSettings } from "@stockroom/core";
import { PanelActions } from "./PanelActions";
import { useOrganizationSettingsForm } from "./useOrganizationSettingsForm";

const KEYS = ["emailNotifications", "slackIntegration", "weeklyReports", "memberJoinNotifications"] as const;

const LABELS: Record<(typeof KEYS)[number], { label: string; description: string }> = {
  emailNotifications: { label: "Email notifications", description: "Send organization updates by email." },
  slackIntegration: { label: "Slack integration", description: "Post updates to the organization's Slack." },
  weeklyReports: { label: "Weekly reports", description: "A summary of the week's inventory every Monday." },
  memberJoinNotifications: { label: "Member join notifications", description: "Tell admins when someone joins." },
};

/** Notifications: saved on the server with the organization. */
export function NotificationsPanel({ settings }: { settings: OrganizationSettings }) {
  const panel = useOrganizationSettingsForm(settings, KEYS);
  return (
    <Paper withBorder p="lg" radius="md" data-testid="panel-notifications">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Notifications
        </Title>
        {KEYS.map((key) => (
          <Switch
            key={key}
            label={LABELS[key].label}
            description={LABELS[key].description}
            {...panel.form.getInputProps(key, { type: "checkbox" })}
            data-testid={`setting-${key}`}
          />
        ))}
      </Stack>
      <PanelActions dirty={panel.dirty} saving={panel.saving} onSave={panel.save} onReset={panel.reset} />
    </Paper>
  );
}
