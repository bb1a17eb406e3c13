import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { trpc } from "../../trpc";
import { useInventoryWriteFeedback } from "./useInventoryWriteFeedback";

/**
 * 'Record Check' (spec 02 "Inventory item detail"): quantity (number, minimum 0) and optional
 * notes; the server appends a periodic audit entry and updates the item in one transaction.
 */
export function RecordCheckDialog({
  opened,
  onClose,
  itemId,
  currentQuantity,
  month,
}: {
  opened: boolean;
  onClose: () => void;
  itemId: string;
  currentQuantity: number;
  /** Set when opened for a month's count (?month=YYYY-MM&edit=1). */
  month?: string | undefined;
}) {
  const feedback = useInventoryWriteFeedback();
  const record = trpc.inventory.items.recordCheck.useMutation();
  const [quantity, setQuantity] = useState<number | string>(currentQuantity);
  const [notes, setNotes] = useState("");
  useEffect(() => {
    if (opened) {
      setQuantity(currentQuantity);
      setNotes("");
    }
  }, [opened, currentQuantity]);
  const negative = typeof quantity === "number" && quantity < 0;

  function save() {
    record.mutate(
      { id: itemId, quantity: quantity === "" ? 0 : quantity, notes: notes.trim() || null },
      {
        onSuccess: () => {
          feedback.saved("Inventory check recorded successfully");
          onClose();
        },
        onError: (error) => feedback.failed(error, "Failed to record inventory check"),
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Record Check">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!negative) save();
        }}
      >
        <Stack gap="sm">
          {month ? <Text size="sm" c="dimmed">{`Count for ${month}`}</Text> : null}
          <NumberInput
            label="Quantity"
            min={0}
            value={quantity}
            onChange={setQuantity}
            error={negative ? "Quantity cannot be negative" : undefined}
            data-autofocus
          />
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            value={notes}
            onChange={(e) => setNotes(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending} disabled={negative}>
              Record Check
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
