import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, ScrollArea, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  detectHistoryAnomalies,
  filterHistoryEntries,
  HIGH_STOCK_BANNER_ABOVE,
  type HistorySearch,
  historySearchParams,
  historySummary,
  historyYears,
  type InventoryEvent,
  parseHistorySearch,
  showsHighStockBanner,
} from "@stockroom/core";
import { useMemo, useState } from "react";
import { runAction } from "../../../lib/confirmAction";
import { quantityText, translatedUnit } from "../../../lib/inventoryText";
import { useOrgAccess } from "../../../lib/orgAccess";
import { errorMessage, isNotFoundError, retryUnlessNotFound, trpc } from "../../../trpc";
import { PageLoader } from "../../../ui/LoadingScreen";
import { AnchorLink, ButtonLink } from "../../../ui/RouterLinks";
import { NoOrganizationSelected } from "../OrganizationRequired";
import { HistoryEventCard } from "./HistoryEventCard";
import { HistoryFilters } from "./HistoryFilters";
import { HistorySummaryCards } from "./HistorySummaryCards";

export type HistoryTarget = { inventoryItemId: string } | { assetId: string };

export interface InventoryHistoryScreenProps {
  target: HistoryTarget;
  /** The route's search record (strings). */
  search: Record<string, unknown>;
  onSearchChange(next: Record<string, string>): void;
}

/**
 * Spec 02 "Inventory history and anomaly screen": header with the current quantity,
 * Refresh and the issue count; the four summary cards; filters kept in the URL; event
 * cards with anomaly banners (core's rules), typo fixes, verification and dismissals.
 */
export function InventoryHistoryScreen({ target, search: rawSearch, onSearchChange }: InventoryHistoryScreenProps) {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const search = useMemo(() => parseHistorySearch(rawSearch), [rawSearch]);
  const setSearch = (next: HistorySearch) => onSearchChange(historySearchParams(next));
  const utils = trpc.useUtils();
  const history = trpc.inventory.history.get.useQuery(target, {
    enabled: hasOrganization,
    retry: retryUnlessNotFound,
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = () => utils.inventory.history.get.invalidate(target);
  const applyFix = trpc.inventory.history.applyFix.useMutation();
  const verify = trpc.inventory.history.markVerified.useMutation();
  const dismiss = trpc.inventory.history.dismiss.useMutation();
  const undismiss = trpc.inventory.history.undismissAll.useMutation();
  /** One action on an event: its toasts (no title, as the spec words them), then a fresh list. */
  function act<T>(
    historyId: string | null,
    run: () => Promise<T>,
    success: ((result: T) => string) | null,
    failurePrefix: string | null,
  ) {
    setBusyId(historyId);
    void runAction({
      run,
      success: success ? (result) => ({ title: "", message: success(result) }) : undefined,
      failure: (err) => {
        const reason = errorMessage(err, t`Unknown error`);
        return { title: "", message: failurePrefix ? `${failurePrefix}: ${reason}` : reason };
      },
      onDone: refresh,
    }).finally(() => setBusyId(null));
  }

  const data = history.data;
  const analysis = useMemo(() => {
    if (!data) return null;
    const events: InventoryEvent[] = data.events.map((e) => ({
      id: e.id,
      quantity: e.quantity,
      event_type: e.eventType,
      check_date: e.checkDate,
      created_at: e.createdAt,
      created_by: e.createdBy,
      validation_status: e.validationStatus,
      edit_history: e.editHistory,
      has_corrections: e.corrections.length > 0,
      response_data: e.responseData,
    }));
    const reports = new Map(detectHistoryAnomalies(events, data.asset.assetTypeName).map((r) => [r.eventId, r]));
    const dismissed = new Set(data.dismissedHistoryIds);
    const rows = data.events.map((e) => {
      const report = reports.get(e.id);
      const anomalies = report?.anomalies ?? [];
      return {
        event: e,
        anomalies,
        verified: report?.verified ?? false,
        dismissed: dismissed.has(e.id),
        // For the list filters.
        id: e.id,
        eventType: e.eventType,
        quantity: e.quantity,
        notes: e.notes,
        location: e.location,
        checkDate: e.checkDate,
        hasIssues: anomalies.length > 0 && !dismissed.has(e.id),
      };
    });
    return {
      rows,
      issueCount: rows.filter((r) => r.hasIssues).length,
      dismissedCount: rows.filter((r) => r.dismissed && r.anomalies.length > 0).length,
      summary: historySummary(events, data.item.quantity, new Date()),
      years: historyYears(rows),
    };
  }, [data]);

  if (!hasOrganization) return <NoOrganizationSelected color="red" />;
  if (history.isPending) return <PageLoader />;
  if (history.isError || !data || !analysis) {
    const notFound = isNotFoundError(history.error);
    return (
      <Stack>
        <Title order={1} fz="h2">
          <Trans>Inventory History</Trans>
        </Title>
        <Alert color="red" title={notFound ? t`Inventory item not found` : t`Failed to load inventory history`}>
          {notFound ? t`This inventory item does not exist in your organization.` : errorMessage(history.error, "")}
          <Group mt="sm">
            <ButtonLink size="xs" variant="light" to="/inventory">
              <Trans>Back to Inventory</Trans>
            </ButtonLink>
          </Group>
        </Alert>
      </Stack>
    );
  }

  const visible = filterHistoryEntries(analysis.rows, search);
  const unit = translatedUnit(data.unit);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1} fz="h2">
            <Trans>Inventory History</Trans>
          </Title>
          <AnchorLink size="sm" to="/assets/$id" params={{ id: data.asset.id }}>
            {data.asset.name}
          </AnchorLink>
          {data.asset.isDeleted ? (
            <Badge ml="xs" color="gray" variant="light">
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
        </div>
        <Group gap="xs" wrap="wrap">
          <Badge size="lg" variant="light" data-testid="history-quantity">
            {`${quantityText(data.item.quantity)} ${unit}`}
          </Badge>
          <Badge
            size="lg"
            color={analysis.issueCount > 0 ? "red" : "green"}
            variant="light"
            data-testid="history-issue-count"
          >
            {t`${plural(analysis.issueCount, { one: "# issue", other: "# issues" })}`}
          </Badge>
          <Button variant="default" size="sm" onClick={() => void refresh()} loading={history.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Group>

      {showsHighStockBanner(data.item.quantity) ? (
        <Alert color="orange" title={t`High stock`} data-testid="high-stock-banner">
          {t`${quantityText(data.item.quantity)} ${unit} on hand, above ${quantityText(HIGH_STOCK_BANNER_ABOVE)}. Check that the count is right before ordering more.`}
        </Alert>
      ) : null}

      <HistorySummaryCards summary={analysis.summary} unit={unit} />

      <HistoryFilters search={search} years={analysis.years} onChange={setSearch} />

      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="history-count">
          {t`${visible.length} of ${plural(analysis.rows.length, { one: "# event", other: "# events" })}`}
        </Text>
        {analysis.dismissedCount > 0 && canWrite ? (
          <Button
            size="xs"
            variant="subtle"
            loading={undismiss.isPending}
            onClick={() => act(null, () => undismiss.mutateAsync({ assetId: data.asset.id }), null, null)}
          >
            {t`Show Dismissed (${analysis.dismissedCount})`}
          </Button>
        ) : null}
      </Group>

      {visible.length === 0 ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {analysis.rows.length === 0 ? t`No inventory events recorded yet.` : t`No events match these filters.`}
          </Text>
        </Card>
      ) : (
        <ScrollArea.Autosize mah={500} type="auto" offsetScrollbars>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="history-events">
            {visible.map((row) => (
              <HistoryEventCard
                key={row.id}
                event={row.event}
                assetId={data.asset.id}
                assetTypeName={data.asset.assetTypeName}
                unit={unit}
                anomalies={row.verified ? [] : row.anomalies}
                verified={row.verified}
                dismissed={row.dismissed}
                canWrite={canWrite}
                busy={busyId === row.id}
                onApplyFix={(quantity, fix) =>
                  act(
                    row.id,
                    () =>
                      applyFix.mutateAsync({
                        historyId: row.id,
                        quantity,
                        fixType: fix.fixType,
                        confidence: fix.confidence,
                      }),
                    (r) => t`Fix applied: quantity is now ${quantityText(r.quantity)}`,
                    t`Failed to apply fix`,
                  )
                }
                onVerify={() =>
                  act(
                    row.id,
                    () => verify.mutateAsync({ historyId: row.id }),
                    (r) => r.message,
                    t`Failed to verify event`,
                  )
                }
                onDismiss={() => act(row.id, () => dismiss.mutateAsync({ historyId: row.id }), null, null)}
              />
            ))}
          </SimpleGrid>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
