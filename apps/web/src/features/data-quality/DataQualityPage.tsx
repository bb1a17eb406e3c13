import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type Insight, QUALITY_IMPROVEMENT_BELOW } from "@stockroom/core";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { errorMessage, trpc } from "../../trpc";
import { NoOrganization } from "../../ui/NoOrganization";
import { PageHeader } from "../../ui/PageHeader";
import { AnchorLink, ButtonLink } from "../../ui/RouterLinks";

const QUICK_ACTIONS = [
  { to: "/inventory", label: "Inventory" },
  { to: "/reports", label: "Reports" },
  { to: "/assets", label: "Assets" },
  { to: "/forms", label: "Forms" },
] as const;

const SEVERITY_COLORS: Record<Insight["severity"], string> = {
  critical: "red",
  error: "red",
  warning: "yellow",
  success: "green",
  info: "blue",
};
function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

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
  return (
    <Paper withBorder p="sm" data-testid="insight">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Badge color={SEVERITY_COLORS[insight.severity]} variant="light">
              {insight.severity}
            </Badge>
            <Text fw={600}>{insight.title}</Text>
          </Group>
          <Text fw={700}>{String(insight.value)}</Text>
        </Group>
        <Text size="sm">{insight.description}</Text>
        <Group gap="xs" wrap="wrap">
          <Badge size="sm" variant="outline" color={IMPACT_COLORS[insight.businessImpact]}>
            {`Impact: ${insight.businessImpact}`}
          </Badge>
          <Badge size="sm" variant="outline" color="gray">
            {`Priority ${insight.priority}`}
          </Badge>
          {insight.estimatedSavings > 0 ? (
            <Badge size="sm" variant="outline" color="green">
              {`Estimated savings: $${insight.estimatedSavings.toLocaleString("en-US")}`}
            </Badge>
          ) : null}
        </Group>
        {insight.actionable ? (
          <Text size="sm" c="dimmed">
            {`Action: ${insight.action}`}
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
  const { hasOrganization } = useOrgAccess();
  const format = useDateFormat();
  const quality = trpc.reports.dataQuality.useQuery(undefined, { enabled: hasOrganization, staleTime: 0 });

  if (!hasOrganization) return <NoOrganization />;

  const data = quality.data;
  const empty = data !== undefined && data.overview.itemCount === 0;

  return (
    <Stack gap="md">
      <PageHeader
        title="Data Quality Dashboard"
        actions={
          <>
            <ButtonLink variant="default" to="/reports">
              View Reports
            </ButtonLink>
            <Button onClick={() => void quality.refetch()} loading={quality.isFetching}>
              Refresh Analysis
            </Button>
          </>
        }
      />

      {quality.isError ? (
        <Alert color="red" title="Error">
          {errorMessage(quality.error, "Failed to load data quality")}
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
              No inventory data yet
            </Title>
            <Text>
              The score, issues and coverage are computed from your assets, their inventory history and form
              submissions. Create assets and record inventory checks to see them here.
            </Text>
          </Stack>
        </Card>
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Stat
              label="Data Quality Score"
              value={`${data.overview.score}/100`}
              hint={
                data.overview.score < QUALITY_IMPROVEMENT_BELOW
                  ? "Below 70: submit regular inventory forms to improve it."
                  : `Average over ${data.overview.itemCount} items`
              }
              testId="quality-score"
            />
            <Stat
              label="Critical Issues"
              value={String(data.overview.criticalIssues)}
              hint="Items whose stock differs from the latest form total by more than 20%"
              testId="critical-issues"
            />
            <Stat
              label="Coverage"
              value={`${data.overview.coverage}%`}
              hint="Items with a last-month total from a form or the inventory history"
              testId="coverage"
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" aria-live="polite">
            {`Analysed ${format.dateTime(data.computedAt)} · ${plural(data.overview.itemCount, "item")}, ${plural(data.counts.historyEntries, "history entry", "history entries")}, ${plural(data.counts.submissions, "form submission")}`}
          </Text>

          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Smart Insights
              </Title>
              {data.insights.length === 0 ? (
                <Text c="dimmed">No insights for this data.</Text>
              ) : (
                data.insights.map((insight) => <InsightCard key={insight.id} insight={insight} />)
              )}
            </Stack>
          </Card>

          {data.attention.length > 0 ? (
            <Card withBorder padding="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Needs Attention
                </Title>
                {data.attention.map((item) => (
                  <Group key={item.assetId} justify="space-between" wrap="nowrap" gap="xs">
                    <div style={{ minWidth: 0 }}>
                      <AnchorLink fw={600} display="block" truncate to="/assets/$id" params={{ id: item.assetId }}>
                        {item.assetName}
                      </AnchorLink>
                      {item.recommendation ? (
                        <Text size="xs" c="dimmed">
                          {item.recommendation}
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
            Quick Actions
          </Title>
          <Group gap="xs">
            {QUICK_ACTIONS.map((a) => (
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
