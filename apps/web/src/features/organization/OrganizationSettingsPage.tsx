import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Grid, NavLink, Paper, Stack } from "@mantine/core";
import type { MembersSearch, OrganizationSettingsCategory, OrganizationSettingsSearch } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { ApiTokensPanel } from "../api/ApiTokensPanel";
import { NotificationChannelsSettings } from "../notifications/NotificationChannelsSettings";
import { WebhooksPanel } from "../webhooks/WebhooksPanel";
import { AdminAccessDenied } from "./AccessDenied";
import { AdvancedPanel } from "./AdvancedPanel";
import { AppearancePanel } from "./AppearancePanel";
import { GeneralPanel } from "./GeneralPanel";
import { MembersPanel } from "./MembersPanel";
import { NotificationsPanel } from "./NotificationsPanel";
import { StatisticsPanel } from "./StatisticsPanel";

const CATEGORIES: { value: OrganizationSettingsCategory; label: MessageDescriptor }[] = [
  { value: "general", label: msg`General` },
  { value: "members", label: msg`Members` },
  { value: "appearance", label: msg`Appearance` },
  { value: "notifications", label: msg`Notifications` },
  { value: "webhooks", label: msg`Webhooks` },
  { value: "api", label: msg`API` },
  { value: "advanced", label: msg`Advanced` },
  { value: "statistics", label: msg`Statistics` },
];

interface Props {
  search: OrganizationSettingsSearch;
  onSearchChange: (patch: Partial<OrganizationSettingsSearch>) => void;
}

/**
 * Organization Settings (spec 01 §2), for organization admins; others see Access Denied.
 * The category (and the Members list's state) is in the URL, so a reload stays on it.
 */
export function OrganizationSettingsPage(props: Props) {
  const session = useSession();
  if (!session?.isOrgAdmin) return <AdminAccessDenied />;
  return <OrganizationSettings {...props} />;
}

function OrganizationSettings({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const category = search.category ?? "general";
  const organization = trpc.organization.get.useQuery();

  return (
    <Stack gap="lg">
      <PageHeader title={t`Organization Settings`} description={organization.data?.name} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="md">
            <Stack gap={2} component="nav" aria-label={t`Settings categories`}>
              {CATEGORIES.map(({ value, label }) => (
                <NavLink
                  key={value}
                  label={t(label)}
                  active={category === value}
                  onClick={() => onSearchChange({ category: value === "general" ? undefined : value })}
                  style={{ borderRadius: "var(--mantine-radius-sm)" }}
                  data-testid={`category-${value}`}
                />
              ))}
            </Stack>
          </Paper>
          <Button mt="md" variant="default" fullWidth renderRoot={(props) => <Link to="/" {...props} />}>
            <Trans>Back to Dashboard</Trans>
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {organization.isError ? (
            <NoOrganization title={t`No organization context available`}>
              {errorMessage(organization.error, t`The organization could not be loaded.`)}
            </NoOrganization>
          ) : !organization.data ? (
            <PageLoader />
          ) : category === "general" ? (
            <GeneralPanel organization={organization.data} />
          ) : category === "members" ? (
            <MembersPanel
              settings={organization.data.settings}
              search={search}
              onSearchChange={(patch: Partial<MembersSearch>) => onSearchChange(patch)}
            />
          ) : category === "appearance" ? (
            <AppearancePanel settings={organization.data.settings} />
          ) : category === "notifications" ? (
            <Stack gap="lg">
              <NotificationsPanel settings={organization.data.settings} />
              <NotificationChannelsSettings />
            </Stack>
          ) : category === "webhooks" ? (
            <WebhooksPanel />
          ) : category === "advanced" ? (
            <AdvancedPanel settings={organization.data.settings} />
          ) : category === "api" ? (
            <ApiTokensPanel />
          ) : (
            <StatisticsPanel />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
