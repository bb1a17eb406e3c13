import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Code, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { type RouterOutputs, trpc } from "../../trpc";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";

type Delivery = RouterOutputs["webhooks"]["deliveries"]["deliveries"][number];

const STATUS = (): Record<Delivery["status"], { label: string; color: string }> => ({
  pending: { label: i18n._(msg`Retrying`), color: "yellow" },
  sending: { label: i18n._(msg`Sending`), color: "blue" },
  succeeded: { label: i18n._(msg`Delivered`), color: "green" },
  failed: { label: i18n._(msg`Failed`), color: "red" },
});

/** The header's name, as the receiver sees it (not a text to translate). */
const WEBHOOK_ID_HEADER = "webhook-id";

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * An endpoint's delivery log (issue 27): each message with its event, outcome, the receiver's
 * answer and the time it took; Details (under the table, outside its scroll region) shows the
 * request body and the answer's first characters; "Redeliver" sends the same message (same
 * webhook-id) again.
 */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const [page, setPage] = useState(1);
  const deliveries = trpc.webhooks.deliveries.useQuery(
    { endpointId, page },
    {
      // While something is on its way, the log follows it.
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((d) => d.status === "sending" || (d.status === "pending" && d.attempts === 0))
          ? 3000
          : false,
    },
  );
  const redeliver = trpc.webhooks.redeliver.useMutation();
  const [selected, setSelected] = useState<string | null>(null);

  const columns: DataTableColumn<Delivery>[] = [
    { accessor: "createdAt", title: t`Time`, render: (d) => format.dateTime(d.createdAt), noWrap: true },
    {
      accessor: "eventType",
      title: t`Event`,
      render: (d) => (
        <Text size="sm" ff="monospace">
          {d.eventType}
          {d.trigger === "redeliver" ? ` ${t`(redelivery)`}` : ""}
        </Text>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      render: (d) => (
        <Badge variant="light" color={STATUS()[d.status].color} data-testid="delivery-status">
          {STATUS()[d.status].label}
        </Badge>
      ),
    },
    {
      accessor: "responseStatus",
      title: t`Response`,
      noWrap: true,
      render: (d) =>
        d.responseStatus !== null
          ? `${d.responseStatus} · ${d.durationMs} ms`
          : d.error
            ? t`No answer · ${d.durationMs} ms`
            : "—",
    },
    { accessor: "attempts", title: t`Attempts` },
    {
      accessor: "actions",
      title: t`Actions`,
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant={selected === d.id ? "light" : "subtle"}
            aria-pressed={selected === d.id}
            aria-label={t`Details of the ${d.eventType} message of ${format.dateTime(d.createdAt)}`}
            onClick={() => setSelected(selected === d.id ? null : d.id)}
            data-testid="delivery-show-details"
          >
            <Trans>Details</Trans>
          </Button>
          <Button
            size="xs"
            variant="subtle"
            aria-label={t`Redeliver the ${d.eventType} message of ${format.dateTime(d.createdAt)}`}
            onClick={(event) => {
              event.stopPropagation();
              void runAction({
                run: () => redeliver.mutateAsync({ deliveryId: d.id }),
                success: { title: t`Queued`, message: t`The message will be sent again in a moment.` },
                failure: (error) => ({ message: failureText(error, t`Failed to redeliver the message`) }),
                onDone: () => utils.webhooks.deliveries.invalidate({ endpointId }),
              });
            }}
            data-testid="redeliver"
          >
            <Trans>Redeliver</Trans>
          </Button>
        </Group>
      ),
    },
  ];
  const shown = deliveries.data?.deliveries.find((d) => d.id === selected) ?? null;

  return (
    <Stack gap="xs" data-testid="webhook-delivery-log">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} fz="md" style={{ overflowWrap: "anywhere" }}>
          <Trans>Delivery log — {url}</Trans>
        </Title>
        <Button size="xs" variant="default" onClick={() => void deliveries.refetch()} loading={deliveries.isFetching}>
          <Trans>Refresh</Trans>
        </Button>
      </Group>
      <DataTable<Delivery>
        label={t`Delivery log of ${url}`}
        records={deliveries.data?.deliveries ?? []}
        fetching={deliveries.isPending}
        columns={columns}
        idAccessor="id"
        totalRecords={deliveries.data?.total ?? 0}
        recordsPerPage={deliveries.data?.pageSize ?? 20}
        page={page}
        onPageChange={setPage}
        error={
          deliveries.isError
            ? {
                message: failureText(deliveries.error, t`The delivery log could not be loaded.`),
                onRetry: () => void deliveries.refetch(),
              }
            : null
        }
        empty={{ title: t`No deliveries yet`, description: t`Messages sent to this endpoint appear here.` }}
      />
      {shown ? <DeliveryDetails delivery={shown} /> : null}
    </Stack>
  );
}

/** One message of the log: the request sent (webhook-id and body) and the last answer. */
function DeliveryDetails({ delivery }: { delivery: Delivery }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const block = { maxHeight: 260, overflow: "auto", whiteSpace: "pre-wrap", wordBreak: "break-all" } as const;
  return (
    <Card withBorder padding="sm" radius="sm" data-testid="delivery-details">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            <Trans>Request</Trans>
          </Text>
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {WEBHOOK_ID_HEADER} {delivery.webhookId}
          </Text>
          <Code block style={block}>
            {prettyJson(delivery.requestBody)}
          </Code>
        </Stack>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {delivery.responseStatus !== null ? t`Response ${delivery.responseStatus}` : t`Response`}
            {delivery.durationMs !== null ? ` ${t`in ${delivery.durationMs} ms`}` : ""}
          </Text>
          <Text size="sm">
            {delivery.lastAttemptAt ? t`Last attempt ${format.dateTime(delivery.lastAttemptAt)}` : t`Not sent yet`}
            {delivery.status === "pending" && delivery.nextAttemptAt
              ? ` · ${t`next ${format.dateTime(delivery.nextAttemptAt)}`}`
              : ""}
          </Text>
          <Code block style={block}>
            {delivery.error ?? (delivery.responseBody || t`(empty body)`)}
          </Code>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
