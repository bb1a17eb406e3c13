import { Table, Text } from "@mantine/core";
import { inventoryEventLabel } from "@stockroom/core";
import { useDateFormat } from "../lib/formatDate";

/** One inventory history record as a detail page lists it. */
export interface InventoryEventRow {
  id: string;
  checkDate: Date | string;
  eventType: string;
  quantity: number;
  notes: string | null;
  createdByName?: string | null;
  condition?: string | null;
}

/** The optional columns: Condition (after Quantity) and By (after Notes). */
export type InventoryEventColumn = "condition" | "createdBy";

/**
 * The latest inventory records of an item (asset detail › Inventory, inventory item ›
 * History, asset inventory overview): Date, Event, Quantity, [Condition], Notes, [By] — or
 * 'No inventory records yet.'.
 */
export function InventoryEventsTable({
  events,
  columns = ["createdBy"],
  testId,
}: {
  events: readonly InventoryEventRow[];
  columns?: readonly InventoryEventColumn[];
  testId?: string;
}) {
  const format = useDateFormat();
  const withCondition = columns.includes("condition");
  const withBy = columns.includes("createdBy");
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No inventory records yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Event</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            {withCondition ? <Table.Th>Condition</Table.Th> : null}
            <Table.Th>Notes</Table.Th>
            {withBy ? <Table.Th>By</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{format.dateTime(e.checkDate)}</Table.Td>
              <Table.Td>{inventoryEventLabel(e.eventType)}</Table.Td>
              <Table.Td ta="right">{e.quantity}</Table.Td>
              {withCondition ? <Table.Td tt="capitalize">{e.condition ?? "—"}</Table.Td> : null}
              <Table.Td>{e.notes ?? "—"}</Table.Td>
              {withBy ? <Table.Td>{e.createdByName ?? "—"}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
