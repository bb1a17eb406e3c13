import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Switch } from "@mantine/core";
import type { OrganizationSettings } from "@stockroom/core";
import { SettingsPanel } from "./SettingsPanel";
import { useOrganizationSettingsForm } from "./useOrganizationSettingsForm";

const KEYS = ["emailNotifications", "slackIntegration", "weeklyReports", "memberJoinNotifications"] as const;

const LABELS: Record<(typeof KEYS)[number], { label: MessageDescriptor; description: MessageDescriptor }> = {
  emailNotifications: { label: msg`Email notifications`, description: msg`Send organization updates by email.` },
  slackIntegration: { label: msg`Slack integration`, description: msg`Post updates to the organization's Slack.` },
  weeklyReports: { label: msg`Weekly reports`, description: msg`A summary of the week's inventory every Monday.` },
  memberJoinNotifications: { label: msg`Member join notifications`, description: msg`Tell admins when someone joins.` },
};

/** Notifications: saved on the server with the organization. */
export function NotificationsPanel({ settings }: { settings: OrganizationSettings }) {
  const { t } = useLingui();
  const panel = useOrganizationSettingsForm(settings, KEYS);
  return (
    <SettingsPanel title={t`Notifications`} testId="panel-notifications" actions={panel.actions}>
      {KEYS.map((key) => (
        <Switch
          key={key}
          label={t(LABELS[key].label)}
          description={t(LABELS[key].description)}
          {...panel.form.getInputProps(key, { type: "checkbox" })}
          data-testid={`setting-${key}`}
        />
      ))}
    </SettingsPanel>
  );
}
