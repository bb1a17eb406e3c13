import { Switch } from "@mantine/core";
import type { OrganizationSettings } from "@stockroom/core";
import { SettingsPanel } from "./SettingsPanel";
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
    <SettingsPanel title="Notifications" testId="panel-notifications" actions={panel.actions}>
      {KEYS.map((key) => (
        <Switch
          key={key}
          label={LABELS[key].label}
          description={LABELS[key].description}
          {...panel.form.getInputProps(key, { type: "checkbox" })}
          data-testid={`setting-${key}`}
        />
      ))}
    </SettingsPanel>
  );
}
