import { i18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type Insight, QUALITY_IMPROVEMENT_BELOW } from "@stockroom/core";
import { formatNumber } from "../../i18n/format";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { errorMessage, trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { AnchorLink, ButtonLink } from "../../ui/RouterLinks";
import { impactLabel, insightText, insightValue, recommendationText, severityLabel } from "./insightTexts";

const QUICK_ACTIONS = () =>
  [
    { to: "/inventory", label: i18n._(msg`Inventory`) },
    { to: "/reports", label: i18n._(msg`Reports`) },
    { to: "/assets", label: i18n._(msg`Assets`) },
    { to: "/forms", label: i18n._(msg`Forms`) },
  ] as const;

const SEVERITY_COLORS: Record<Insight["severity"], string> = {
  critical: "red",
  error: "red",
  warning: "yellow",
  success: "green",
  info: "blue",
};

const IMPACT_COLORS = { high: "red", medium: "yellow", low: "gray" } as const;

function Stat({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={32} fw={700} data-testid={testId}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Card>
  );
}

function InsightCard({ insight }: { insight: Insight }) {
  const { t } = useLingui();
  const text = insightText(insight);
  const priority = formatNumber(insight.priority);
  const savings = formatNumber(insight.estimatedSavings, {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  });
  return (
    <Paper withBorder p="sm" data-testid="insight">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={SEVERITY_COLORS[insight.severity]} variant="light">
              {severityLabel(insight.severity)}
            </Badge>
            <Text fw={600}>{text.title}</Text>
          </Group>
          <Text fw={700}>{insightValue(insight.value)}</Text>
        </Group>
        <Text size="sm">{text.description}</Text>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="outline" color={IMPACT_COLORS[insight.businessImpact]}>
            {t`Impact: ${impactLabel(insight.businessImpact)}`}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {t`Priority ${priority}`}
          </Badge>
          {insight.estimatedSavings > 0 ? (
            <Badge size="sm" variant="outline" color="green">
              {t`Estimated savings: ${savings}`}
            </Badge>
          ) : null}
        </Group>
        {insight.actionable ? (
          <Text size="sm" c="dimmed">
            {t`Action: ${text.action}`}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * /data-quality: the score, critical issues and coverage computed on the server from the
 * organization's data with core's rules (the earlier version showed a fixed 87/100, 3 and
 * 94%), Smart Insights from core's insight rules, and the quick actions.
 */
export function DataQualityPage() {
  const { t } = useLingui();
  const { hasOrganization } = useOrgAccess();
  const format = useDateFormat();
  const quality = trpc.reports.dataQuality.useQuery(undefined, { enabled: hasOrganization, staleTime: 0 });

  if (!hasOrganization) return <NoOrganization />;

  const data = quality.data;
  const empty = data !== undefined && data.overview.itemCount === 0;
  const analysed = data ? format.dateTime(data.computedAt) : "";

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Data Quality Dashboard`}
        actions={
          <>
            <ButtonLink variant="default" to="/reports">
              <Trans>View Reports</Trans>
            </ButtonLink>
            <Button onClick={() => void quality.refetch()} loading={quality.isFetching}>
              <Trans>Refresh Analysis</Trans>
            </Button>
          </>
        }
      />

      {quality.isError ? (
        <Alert color="red" title={t`Error`}>
          {errorMessage(quality.error, t`Failed to load data quality`)}
        </Alert>
      ) : null}

      {quality.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Skeleton h={120} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </SimpleGrid>
      ) : empty ? (
        <Card withBorder padding="xl" data-testid="data-quality-empty">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h4">
              <Trans>No inventory data yet</Trans>
            </Title>
            <Text>
              <Trans>
                The score, issues and coverage are computed from your assets, their inventory history and form
                submissions. Create assets and record inventory checks to see them here.
              </Trans>
            </Text>
          </Stack>
        </Card>
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat
              label={t`Data Quality Score`}
              value={`${data.overview.score}/100`}
              hint={
                data.overview.score < QUALITY_IMPROVEMENT_BELOW
                  ? t`Below 70: submit regular inventory forms to improve it.`
                  : t`Average over ${plural(data.overview.itemCount, { one: "# item", other: "# items" })}`
              }
              testId="quality-score"
            />
            <Stat
              label={t`Critical Issues`}
              value={formatNumber(data.overview.criticalIssues)}
              hint={t`Items whose stock differs from the latest form total by more than 20%`}
              testId="critical-issues"
            />
            <Stat
              label={t`Coverage`}
              value={formatNumber(data.overview.coverage / 100, { style: "percent", maximumFractionDigits: 1 })}
              hint={t`Items with a last-month total from a form or the inventory history`}
              testId="coverage"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" aria-live="polite">
            {t`Analysed ${analysed} · ${plural(data.overview.itemCount, { one: "# item", other: "# items" })}, ${plural(
              data.counts.historyEntries,
              { one: "# history entry", other: "# history entries" },
            )}, ${plural(data.counts.submissions, { one: "# form submission", other: "# form submissions" })}`}
          </Text>

          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Smart Insights</Trans>
              </Title>
              {data.insights.length === 0 ? (
                <Text c="dimmed">
                  <Trans>No insights for this data.</Trans>
                </Text>
              ) : (
                data.insights.map((insight) => <InsightCard key={insight.id} insight={insight} />)
              )}
            </Stack>
          </Card>

          {data.attention.length > 0 ? (
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  <Trans>Needs Attention</Trans>
                </Title>
                {data.attention.map((item) => (
                  <Group key={item.assetId} justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <AnchorLink fw={600} display="block" truncate to="/assets/$id" params={{ id: item.assetId }}>
                        {item.assetName}
                      </AnchorLink>
                      {item.recommendation ? (
                        <Text size="xs" c="dimmed">
                          {recommendationText(item.recommendation)}
                        </Text>
                      ) : null}
                    </div>
                    <Badge
                      color={item.severity === "urgent" ? "red" : item.severity === "warning" ? "yellow" : "gray"}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {`${item.score}/100`}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            </Card>
          ) : null}
        </>
      ) : null}

      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Quick Actions</Trans>
          </Title>
          <Group gap="xs">
            {QUICK_ACTIONS().map((a) => (
              <ButtonLink key={a.to} variant="light" to={a.to}>
                {a.label}
              </ButtonLink>
            ))}
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
