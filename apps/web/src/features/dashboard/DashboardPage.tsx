import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useEffect, useLayoutEffect } from "react";
import { dropFirstPaint } from "../../lib/firstPaint";
import { useDateFormat } from "../../lib/formatDate";
import { useSession } from "../../lib/session";
import { errorMessage, trpc } from "../../trpc";
import { IconAssets, IconAssetTypes, IconForms, IconReports, IconUser } from "../../ui/icons";
import { NoOrganization } from "../../ui/NoOrganization";
import { dashboardMounted, dashboardStaleTime } from "./prefetchDashboard";

type AppPath = "/assets" | "/asset-types" | "/forms" | "/organization/members" | "/reports";

const STAT_CARDS = () =>
  [
    {
      key: "totalAssets",
      label: i18n._(msg`Total Assets`),
      to: "/assets",
      icon: IconAssets,
      link: i18n._(msg`View assets`),
    },
    {
      key: "assetTypes",
      label: i18n._(msg`Asset Types`),
      to: "/asset-types",
      icon: IconAssetTypes,
      link: i18n._(msg`View asset types`),
    },
    {
      key: "activeForms",
      label: i18n._(msg`Active Forms`),
      to: "/forms",
      icon: IconForms,
      link: i18n._(msg`View forms`),
    },
    {
      key: "teamMembers",
      label: i18n._(msg`Team Members`),
      to: "/organization/members",
      icon: IconUser,
      link: i18n._(msg`View members`),
    },
  ] as const;

const BUTTONS = (): { to: AppPath; label: string }[] => [
  { to: "/reports", label: i18n._(msg`View Reports`) },
  { to: "/assets", label: i18n._(msg`Manage Assets`) },
  { to: "/asset-types", label: i18n._(msg`Asset Types`) },
  { to: "/forms", label: i18n._(msg`Forms`) },
  { to: "/organization/members", label: i18n._(msg`Team Members`) },
];

const QUICK_ACTIONS = () =>
  [
    { to: "/inventory/add", label: i18n._(msg`Add Inventory Item`) },
    { to: "/assets/new", label: i18n._(msg`Create New Asset`) },
    { to: "/data-quality", label: i18n._(msg`Data Quality Dashboard`) },
    { to: "/inventory/reorder", label: i18n._(msg`Reorder List`) },
    { to: "/barcode-tools", label: i18n._(msg`Generate Barcodes`) },
  ] as const;

/** Dashboard (spec 01 §2): four counts and the recent activity from one server call. */
export function DashboardPage() {
  const { t } = useLingui();
  const session = useSession();
  const summary = trpc.organization.dashboard.summary.useQuery(undefined, {
    retry: 1,
    // Other screens' actions add activity: asked again when coming back (only the summary that
    // came with the page is fresh, for the first mount, which then asks nothing again).
    staleTime: dashboardStaleTime,
    enabled: Boolean(session?.membership),
  });
  // After the query's own mount (its effect runs first): later mounts ask again.
  useEffect(() => dashboardMounted(), []);
  const format = useDateFormat();
  const organizationName = session?.membership?.organization.name;

  // The server's drawing of this screen (lib/firstPaint.ts) gives way in the frame the app
  // draws its own counts (or says why it has none).
  const settled = summary.data !== undefined || summary.isError || !session?.membership;
  useLayoutEffect(() => {
    if (settled) dropFirstPaint();
  }, [settled]);

  if (!session?.membership) {
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Dashboard</Trans>
        </Title>
        <NoOrganization color="yellow" title={t`No organization context available`}>
          <Trans>Your account does not belong to an organization yet.</Trans>
          {session?.isOperator ? (
            <Trans>
              {" "}
              Manage organizations from the{" "}
              <Anchor renderRoot={(props) => <Link to="/platform-dashboard" {...props} />}>Platform Dashboard</Anchor>.
            </Trans>
          ) : (
            t` Ask your administrator for an invitation.`
          )}
        </NoOrganization>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2" data-testid="dashboard-heading">
        <Trans>Welcome to {organizationName}'s inventory dashboard</Trans>
      </Title>

      {summary.isError ? (
        <Alert color="red" title={t`Could not load the dashboard`} data-testid="dashboard-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(summary.error, t`The statistics could not be loaded.`)}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void summary.refetch()}
              loading={summary.isFetching}
            >
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {STAT_CARDS().map((card) => {
          const Icon = card.icon;
          const value = summary.data?.stats[card.key];
          return (
            <Card key={card.key} withBorder padding="lg" radius="md" data-testid={`stat-${card.key}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text size="sm" c="dimmed" fw={500}>
                  {card.label}
                </Text>
                <Icon size={20} />
              </Group>
              {summary.isPending ? (
                <Skeleton height={34} width={60} my={6} />
              ) : (
                <Text fz={32} fw={700} lh={1.3} data-testid="stat-value">
                  {value ?? "—"}
                </Text>
              )}
              <Anchor size="sm" renderRoot={(props) => <Link to={card.to} {...props} />}>
                {card.link}
              </Anchor>
            </Card>
          );
        })}
      </SimpleGrid>

      <Group gap="sm">
        {BUTTONS().map((b) => (
          <Button
            key={b.to}
            variant={b.to === "/reports" ? "filled" : "default"}
            leftSection={b.to === "/reports" ? <IconReports size={16} /> : undefined}
            renderRoot={(props) => <Link to={b.to} {...props} />}
          >
            {b.label}
          </Button>
        ))}
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="lg" radius="md" data-testid="recent-activity">
          <Title order={2} fz="lg" mb="sm">
            <Trans>Recent Activity</Trans>
          </Title>
          {summary.isPending ? (
            <Text c="dimmed" size="sm">
              <Trans>Loading activities...</Trans>
            </Text>
          ) : summary.data && summary.data.recentActivity.length > 0 ? (
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
              {summary.data.recentActivity.map((entry) => (
                <li key={entry.id} data-testid="activity-entry">
                  <Text size="sm">{entry.description}</Text>
                  <Text size="xs" c="dimmed">
                    {format.dateTime(entry.createdAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : summary.isError ? (
            <Text c="dimmed" size="sm">
              <Trans>Recent activity is unavailable until the dashboard loads.</Trans>
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              <Trans>No recent activity to display</Trans>
            </Text>
          )}
        </Paper>
        <Paper withBorder p="lg" radius="md" data-testid="quick-actions">
          <Title order={2} fz="lg" mb="sm">
            <Trans>Quick Actions</Trans>
          </Title>
          <Stack gap="xs">
            {QUICK_ACTIONS().map((action) => (
              <Button
                key={action.to}
                variant="light"
                justify="flex-start"
                fullWidth
                renderRoot={(props) => <Link to={action.to} {...props} />}
              >
                {action.label}
              </Button>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
