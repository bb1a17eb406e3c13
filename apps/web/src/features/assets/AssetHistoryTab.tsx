import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Badge, Card, Group, Text, Timeline } from "@mantine/core";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";
import { tabQueryState } from "./tabQueryState";

const TIMELINE_KINDS = () =>
  ({
    change: { label: i18n._(msg`Asset`), color: "gray" },
    submission: { label: i18n._(msg`Form`), color: "violet" },
    stock: { label: i18n._(msg`Stock`), color: "blue" },
  }) as const;

/** Tab 'history': what happened to the asset, newest first: edits, form submissions and stock changes. */
export function AssetHistoryTab({ assetId }: { assetId: string }) {
  const format = useDateFormat();
  const query = trpc.assets.inventoryActivity.useQuery({ id: assetId });
  const pending = tabQueryState(query);
  if (pending || !query.data) return pending;
  if (query.data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        <Trans>No changes recorded yet.</Trans>
      </Text>
    );
  }
  return (
    <Card withBorder padding="lg">
      <Timeline bulletSize={12} lineWidth={2} data-testid="asset-timeline">
        {query.data.map((entry) => (
          <Timeline.Item
            key={`${entry.kind}-${entry.id}`}
            title={
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant="light" color={TIMELINE_KINDS()[entry.kind].color}>
                  {TIMELINE_KINDS()[entry.kind].label}
                </Badge>
                <Text size="sm" fw={500}>
                  {entry.description}
                </Text>
              </Group>
            }
          >
            <Text size="xs" c="dimmed">
              {format.dateTime(entry.createdAt)}
              {entry.actorName ? ` · ${entry.actorName}` : ""}
              {entry.apiTokenName ? (
                <>
                  {" · "}
                  <span data-testid="api-token-name">
                    <Trans>via API token “{entry.apiTokenName}”</Trans>
                  </span>
                </>
              ) : null}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
