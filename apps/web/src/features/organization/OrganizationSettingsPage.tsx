import { Alert, Button, Grid, NavLink, Paper, Stack } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { PageHeader } from "../../ui/PageHeader";
import { AdminAccessDenied } from "./AccessDenied";
import { AdvancedPanel } from "./AdvancedPanel";
import { AppearancePanel } from "./AppearancePanel";
import { GeneralPanel } from "./GeneralPanel";
import { MembersPanel } from "./MembersPanel";
import { NotificationsPanel } from "./NotificationsPanel";
import { StatisticsPanel } from "./StatisticsPanel";

const CATEGORIES = ["General", "Members", "Appearance", "Notifications", "Advanced", "Statistics"] as const;
type Category = (typeof CATEGORIES)[number];

/** Organization Settings (spec 01 §2), for organization admins; others see Access Denied. */
export function OrganizationSettingsPage() {
  const session = useSession();
  if (!session?.isOrgAdmin) return <AdminAccessDenied />;
  return <OrganizationSettings />;
}

function OrganizationSettings() {
  const [category, setCategory] = useState<Category>("General");
  const organization = trpc.organization.get.useQuery();

  return (
    <Stack gap="lg">
      <PageHeader title="Organization Settings" description={organization.data?.name} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" radius="md">
            <Stack gap={2} component="nav" aria-label="Settings categories">
              {CATEGORIES.map((name) => (
                <NavLink
                  key={name}
                  label={name}
                  active={category === name}
                  onClick={() => setCategory(name)}
                  style={{ borderRadius: "var(--mantine-radius-sm)" }}
                  data-testid={`category-${name.toLowerCase()}`}
                />
              ))}
            </Stack>
          </Paper>
          <Button mt="md" variant="default" fullWidth renderRoot={(props) => <Link to="/" {...props} />}>
            Back to Dashboard
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {organization.isError ? (
            <Alert color="red" title="No organization context available">
              {errorMessage(organization.error, "The organization could not be loaded.")}
            </Alert>
          ) : !organization.data ? (
            <PageLoader />
          ) : category === "General" ? (
            <GeneralPanel organization={organization.data} />
          ) : category === "Members" ? (
            <MembersPanel settings={organization.data.settings} />
          ) : category === "Appearance" ? (
            <AppearancePanel settings={organization.data.settings} />
          ) : category === "Notifications" ? (
            <NotificationsPanel settings={organization.data.settings} />
          ) : category === "Advanced" ? (
            <AdvancedPanel settings={organization.data.settings} />
          ) : (
            <StatisticsPanel />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
