import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Card, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { type Anomaly, historyQuantityDisplay, isCorrectableEvent } from "@stockroom/core";
import { useDateFormat } from "../../../lib/formatDate";
import { conditionText, eventTypeText, noteText, quantityText, translatedUnit } from "../../../lib/inventoryText";
import type { RouterOutputs } from "../../../trpc";
import { CorrectedBadge, OriginalQuantity } from "../../../ui/CorrectedMark";
import { ButtonLink } from "../../../ui/RouterLinks";
import { AnomalyBanner, type AnomalyBannerProps } from "./AnomalyBanner";
import { EVENT_TYPE_COLORS, EventTypeIcon } from "./EventTypeIcon";

export type HistoryEvent = RouterOutputs["inventory"]["history"]["get"]["events"][number];

export interface HistoryEventCardProps extends Omit<AnomalyBannerProps, "anomalies"> {
  event: HistoryEvent;
  assetId: string;
  assetTypeName: string | null;
  /** The item's stock label from the server ('units', 'gallons', 'boxes' …). */
  unit: string;
  anomalies: Anomaly[];
  verified: boolean;
  dismissed: boolean;
}

/** One event: type label and icon, date, quantity (as corrected), who, where, and its banner. */
export function HistoryEventCard({
  event,
  assetId,
  assetTypeName,
  unit,
  anomalies,
  verified,
  dismissed,
  ...banner
}: HistoryEventCardProps) {
  const { t } = useLingui();
  const format = useDateFormat();
  const shown = historyQuantityDisplay({
    assetTypeName,
    quantity: event.quantity,
    exactQuantity: event.exactQuantity,
    unit,
  });
  const corrected = event.corrections.length > 0;
  const color = EVENT_TYPE_COLORS[event.eventType] ?? "gray";
  return (
    <Card withBorder radius="md" padding="sm" data-testid="history-event" data-event-id={event.id}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon variant="light" color={color} radius="xl" size="lg">
              <EventTypeIcon eventType={event.eventType} />
            </ThemeIcon>
            <div>
              <Text fw={600} data-testid="event-label">
                {eventTypeText(event.eventType)}
              </Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(event.checkDate)}
              </Text>
            </div>
          </Group>
          <Stack gap={2} align="flex-end">
            <Text fw={700} data-testid="event-quantity">
              {quantityText(shown.value)} {translatedUnit(shown.unit)}
            </Text>
            {corrected ? <OriginalQuantity quantity={event.originalQuantity} /> : null}
          </Stack>
        </Group>
        <Group gap={6} wrap="wrap">
          {corrected ? <CorrectedBadge /> : null}
          {verified ? (
            <Badge color="green" variant="light">
              <Trans>Verified</Trans>
            </Badge>
          ) : null}
          {event.validationStatus === "pending" ? (
            <Badge color="yellow" variant="light">
              <Trans>Needs validation</Trans>
            </Badge>
          ) : null}
          {dismissed && anomalies.length > 0 ? (
            <Badge color="gray" variant="light">
              <Trans>Dismissed</Trans>
            </Badge>
          ) : null}
          {event.condition ? <Badge variant="outline">{conditionText(event.condition)}</Badge> : null}
        </Group>
        {event.notes ? <Text size="sm">{noteText(event.notes)}</Text> : null}
        <Text size="xs" c="dimmed">
          {[
            event.location ? t`Location: ${event.location}` : null,
            event.createdByName ? t`By ${event.createdByName}` : null,
          ]
            .filter(Boolean)
            .join(" · ") || t`No location`}
        </Text>
        {corrected && event.corrections[0] ? (
          <Text size="xs" c="dimmed">{t`Correction: ${event.corrections[0].reason}`}</Text>
        ) : null}
        {anomalies.length > 0 && !dismissed ? <AnomalyBanner anomalies={anomalies} {...banner} /> : null}
        {isCorrectableEvent(event.eventType) && banner.canWrite ? (
          <Group justify="flex-end">
            <ButtonLink
              size="xs"
              variant="light"
              aria-label={t`Edit ${eventTypeText(event.eventType)} of ${format.date(event.checkDate)}`}
              to="/assets/$assetId/inventory/correct/$historyId"
              params={{ assetId, historyId: event.id }}
            >
              <Trans>Edit</Trans>
            </ButtonLink>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
