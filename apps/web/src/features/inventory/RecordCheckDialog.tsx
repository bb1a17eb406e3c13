import { useLingui } from "@lingui/react/macro";
import { Modal, Text, Textarea } from "@mantine/core";
import { inventoryCheckInput } from "@stockroom/core";
import { useEffect } from "react";
import { useZodForm } from "../../lib/form";
import { trpc } from "../../trpc";
import { FormActions } from "../../ui/FormActions";
import { NumberField } from "../../ui/NumberField";
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
  const { t } = useLingui();
  const feedback = useInventoryWriteFeedback();
  const record = trpc.inventory.items.recordCheck.useMutation();
  const form = useZodForm<{ quantity: string; notes: string }>(inventoryCheckInput, {
    initialValues: { quantity: String(currentQuantity), notes: "" },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (opened) form.setValues({ quantity: String(currentQuantity), notes: "" });
  }, [opened, currentQuantity]);
  const submit = form.onSubmit((values) => {
    const { quantity, notes } = inventoryCheckInput.parse(values);
    void feedback.save(() => record.mutateAsync({ id: itemId, quantity, notes: notes || null }), {
      success: t`Inventory check recorded successfully`,
      failure: t`Failed to record inventory check`,
      form,
      onDone: onClose,
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t`Record Check`}>
      <form onSubmit={submit}>
        {month ? <Text size="sm" c="dimmed" mb="sm">{t`Count for ${month}`}</Text> : null}
        <NumberField label={t`Quantity`} whole data-autofocus {...form.getInputProps("quantity")} />
        <Textarea label={t`Notes`} autosize minRows={2} mt="sm" {...form.getInputProps("notes")} />
        <FormActions
          onCancel={onClose}
          submitLabel={t`Record Check`}
          loading={record.isPending}
          submitTestId="record-check-submit"
        />
      </form>
    </Modal>
  );
}
