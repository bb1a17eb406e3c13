import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Text } from "@mantine/core";
import { useDateFormat } from "../lib/formatDate";
import { conditionText, eventTypeText, noteText, quantityText } from "../lib/inventoryText";
import { CorrectedBadge, OriginalQuantity } from "./CorrectedMark";
import { DataTable, type DataTableColumn } from "./DataTable";

interface InventoryEventRow {
  id: string;
  checkDate: Date | string;
  eventType: string;
  /** As corrected (spec 02 §4). */
  quantity: number;
  /** The entry's own quantity, kept beside the corrected one. */
  originalQuantity?: number;
  /** Whether a correction applies: the row is marked. */
  corrected?: boolean;
  notes: string | null;
  condition?: string | null;
  createdByName?: string | null;
}

/**
 * The latest events of an asset or item (spec 02 "Asset inventory overview", "Inventory item
 * detail"): date, event, quantity (as corrected, marked like the history screen's), then the
 * condition (overview) or who recorded it (item).
 */
export function InventoryEventsTable<T extends InventoryEventRow>({
  events,
  extra,
  testId,
}: {
  events: T[];
  extra: "condition" | "by";
  testId?: string;
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No inventory records yet.</Trans>
      </Text>
    );
  }
  const columns: DataTableColumn<T>[] = [
    { accessor: "checkDate", title: t`Date`, render: (e) => format.dateTime(e.checkDate) },
    { accessor: "eventType", title: t`Event`, render: (e) => eventTypeText(e.eventType) },
    {
      accessor: "quantity",
      title: t`Quantity`,
      textAlign: "right",
      render: (e) =>
        e.corrected ? (
          // Stacked so the column stays narrow on a phone.
          <Stack gap={2} align="flex-end">
            <Text span fw={600} size="sm" data-testid="event-quantity">
              {quantityText(e.quantity)}
            </Text>
            <CorrectedBadge size="xs" />
            <OriginalQuantity quantity={e.originalQuantity} />
          </Stack>
        ) : (
          <span data-testid="event-quantity">{quantityText(e.quantity)}</span>
        ),
    },
    ...(extra === "condition"
      ? [
          {
            accessor: "condition",
            title: t`Condition`,
            cellsStyle: () => ({ textTransform: "capitalize" as const }),
            render: (e: T) => (e.condition ? conditionText(e.condition) : "—"),
          },
        ]
      : []),
    { accessor: "notes", title: t`Notes`, render: (e) => (e.notes ? noteText(e.notes) : "—") },
    ...(extra === "by" ? [{ accessor: "createdByName", title: t`By`, render: (e: T) => e.createdByName ?? "—" }] : []),
  ];
  return (
    <DataTable<T>
      records={events}
      columns={columns.map((c) => ({ render: (e: T) => String(e[c.accessor as keyof T] ?? "—"), ...c }))}
      idAccessor="id"
      minHeight={undefined}
      striped={false}
      data-testid={testId}
      label={t`Recent events`}
    />
  );
}
