import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  CORRECTION_PRICE_REMINDER_MS,
  canApplyCorrection,
  correctionInput,
  DEFAULT_CORRECTION_UNIT_TYPE,
  DEFAULT_CURRENCY,
  showsPriceReminder,
  UNIT_TYPES,
} from "@stockroom/core";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { numberInputText } from "../../../i18n/format";
import { runAction } from "../../../lib/confirmAction";
import { useZodForm } from "../../../lib/form";
import { useDateFormat } from "../../../lib/formatDate";
import {
  approvalStatusText,
  eventTypeText,
  moneyText,
  noteText,
  quantityText,
  unitTypeText,
} from "../../../lib/inventoryText";
import { useOrgAccess } from "../../../lib/orgAccess";
import { errorMessage, isNotFoundError, retryUnlessNotFound, trpc } from "../../../trpc";
import { Fact } from "../../../ui/Fact";
import { PageLoader } from "../../../ui/LoadingScreen";
import { NumberField } from "../../../ui/NumberField";
import { PageHeader } from "../../../ui/PageHeader";
import { AnchorLink, ButtonLink } from "../../../ui/RouterLinks";
import { NoOrganizationSelected } from "../OrganizationRequired";

/** A price as the number field's text (2.5 → "2,5" in de); none → empty. */
const priceInput = (price: number | null | undefined) =>
  price === null || price === undefined ? "" : numberInputText(price);

const CURRENCIES = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "CHF", "MXN"];
const UNIT_OPTIONS = () => UNIT_TYPES.map((u) => ({ value: u, label: unitTypeText(u) }));

type FormValues = {
  quantity: string;
  location: string;
  notes: string;
  reason: string;
  price: string;
  currency: string;
  unit_type: string;
};

/**
 * /assets/{assetId}/inventory/correct/{historyId}: a correction of one entry. The original
 * entry is never edited; the correction is recorded beside it, approved at once, and the
 * current inventory follows. An archived asset is restored temporarily for it.
 */
export function CorrectionScreen({ assetId, historyId }: { assetId: string; historyId: string }) {
  const { t } = useLingui();
  const { hasOrganization, canWrite } = useOrgAccess();
  const format = useDateFormat();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [restored, setRestored] = useState(false);
  const context = trpc.inventory.history.correctionContext.useQuery(
    { historyId },
    { enabled: hasOrganization, retry: retryUnlessNotFound },
  );
  const data = context.data;
  const form = useZodForm<FormValues>(correctionInput, {
    initialValues: {
      quantity: "",
      location: "",
      notes: "",
      reason: "",
      price: "",
      currency: DEFAULT_CURRENCY,
      unit_type: DEFAULT_CORRECTION_UNIT_TYPE,
    },
  });
  const [initialised, setInitialised] = useState(false);
  if (data && !initialised) {
    setInitialised(true);
    form.setValues({
      quantity: numberInputText(data.historyRecord.correctedQuantity ?? data.historyRecord.quantity),
      location: data.historyRecord.location ?? "",
      notes: data.historyRecord.notes ?? "",
      price: priceInput(data.capturedPrice ?? data.currentPrice),
      currency: data.currency || DEFAULT_CURRENCY,
      unit_type: data.unitType || DEFAULT_CORRECTION_UNIT_TYPE,
    });
  }

  const restore = trpc.inventory.history.restoreAssetForCorrection.useMutation();
  const apply = trpc.inventory.history.applyCorrection.useMutation();
  const restoreAsset = () =>
    void runAction({
      run: () => restore.mutateAsync({ historyId }),
      success: (r) => ({ title: "", message: r.message }),
      failure: (err) => ({ title: "", message: t`Failed to restore asset: ${errorMessage(err, "")}` }),
      onDone: () => {
        setRestored(true);
        void context.refetch();
      },
    });
  const applyCorrection = (input: Parameters<typeof apply.mutateAsync>[0]) =>
    void runAction({
      run: () => apply.mutateAsync(input),
      success: (result) => ({ title: t`Correction applied`, message: result.message }),
      failure: (err) => ({ title: "", message: t`Failed to apply correction: ${errorMessage(err, "")}` }),
      onDone: async () => {
        if (showsPriceReminder(typeof input.price === "number" ? input.price : null, data?.currentPrice)) {
          notifications.show({
            color: "blue",
            title: t`Price changed`,
            message: t`Consider updating the asset's price setting to match the corrected price.`,
            autoClose: CORRECTION_PRICE_REMINDER_MS,
          });
        }
        // Refetch the cached history screens too, so the page we return to shows the correction.
        await utils.inventory.history.get.invalidate(undefined, { refetchType: "all" });
        void utils.inventory.history.correctionContext.invalidate();
        void navigate({ to: "/assets/$assetId/inventory/history", params: { assetId } });
      },
    });

  if (!hasOrganization) return <NoOrganizationSelected color="red" />;
  if (context.isPending) return <PageLoader />;
  if (context.isError || !data) {
    return (
      <Stack>
        <PageHeader title={t`Correct Inventory Entry`} />
        <Alert
          color="red"
          title={isNotFoundError(context.error) ? t`History record not found` : t`Failed to load correction data`}
        >
          <AnchorLink size="sm" to="/assets/$assetId/inventory/history" params={{ assetId }}>
            <Trans>Back to history</Trans>
          </AnchorLink>
        </Alert>
      </Stack>
    );
  }

  const record = data.historyRecord;
  const archived = data.assetIsDeleted && !restored;
  const submit = form.onSubmit((values) => {
    const parsed = correctionInput.parse(values);
    applyCorrection({ ...parsed, historyId, restoredForCorrection: restored });
  });

  return (
    <Stack gap="md" maw={900}>
      <PageHeader title={t`Correct Inventory Entry`} description={data.assetName} />

      <Paper withBorder p="md" radius="md" data-testid="original-entry">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>
            <Trans>Original entry</Trans>
          </Text>
          <Badge variant="light">{eventTypeText(record.eventType)}</Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="sm" spacing="sm">
          <Fact label={t`Date`}>
            <Text size="sm">{format.dateTime(record.checkDate)}</Text>
          </Fact>
          <Fact label={t`Recorded quantity`}>
            <Text size="sm" data-testid="original-quantity">
              {quantityText(record.quantity)}
            </Text>
          </Fact>
          <Fact label={t`Current value`}>
            <Text size="sm">
              {record.correctedQuantity === null
                ? t`Not corrected`
                : t`${quantityText(record.correctedQuantity)} (corrected)`}
            </Text>
          </Fact>
          <Fact label={t`Location`}>
            <Text size="sm">{record.location || t`No location`}</Text>
          </Fact>
        </SimpleGrid>
        {record.notes ? (
          <Text size="sm" mt="xs">
            {noteText(record.notes)}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt="xs">
          <Trans>The original entry is kept as recorded; the correction is added beside it and applied at once.</Trans>
        </Text>
      </Paper>

      {!data.correctable ? (
        <Alert color="yellow" title={t`Intake events cannot be corrected`}>
          <Trans>Corrections are offered on every event except the intake.</Trans>
        </Alert>
      ) : !canWrite ? (
        <Alert color="gray">
          <Trans>Viewers have read-only access to this organization.</Trans>
        </Alert>
      ) : archived ? (
        <Alert color="yellow" title={t`This asset is archived`}>
          <Stack gap="xs">
            <Text size="sm">
              <Trans>Restore it temporarily to apply a correction; it returns to the archive afterwards.</Trans>
            </Text>
            <Group>
              <Button size="xs" loading={restore.isPending} onClick={restoreAsset}>
                <Trans>Restore Temporarily</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Card withBorder radius="md" component="form" onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NumberField label={t`Corrected quantity`} whole required {...form.getInputProps("quantity")} />
              <TextInput label={t`Location`} {...form.getInputProps("location")} />
            </SimpleGrid>
            <Textarea
              label={t`Correction reason`}
              required
              autosize
              minRows={2}
              placeholder={t`Why is the recorded value wrong?`}
              {...form.getInputProps("reason")}
            />
            <Textarea label={t`Notes`} autosize minRows={2} {...form.getInputProps("notes")} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberField
                label={t`Price`}
                description={
                  data.currentPrice === null
                    ? t`No current price`
                    : t`Current price: ${moneyText(data.currentPrice, data.currency)}`
                }
                {...form.getInputProps("price")}
              />
              <Select
                label={t`Currency`}
                data={CURRENCIES.includes(form.values.currency) ? CURRENCIES : [...CURRENCIES, form.values.currency]}
                allowDeselect={false}
                {...form.getInputProps("currency")}
              />
              <Select
                label={t`Unit type`}
                data={UNIT_OPTIONS()}
                allowDeselect={false}
                {...form.getInputProps("unit_type")}
              />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <ButtonLink variant="default" to="/assets/$assetId/inventory/history" params={{ assetId }}>
                <Trans>Cancel</Trans>
              </ButtonLink>
              <Button type="submit" loading={apply.isPending} disabled={!canApplyCorrection(form.values.reason)}>
                <Trans>Apply Correction</Trans>
              </Button>
            </Group>
          </Stack>
        </Card>
      )}

      {data.corrections.length > 0 ? (
        <Paper withBorder p="md" radius="md">
          <Text fw={600} mb="xs">
            <Trans>Earlier corrections</Trans>
          </Text>
          <Stack gap={6}>
            {data.corrections.map((c) => (
              <Text key={c.id} size="sm">
                {`${format.dateTime(c.createdAt)}: ${c.originalQuantity === null ? "?" : quantityText(c.originalQuantity)} → ${quantityText(c.correctedQuantity)} (${c.reason}) · ${approvalStatusText(c.approvalStatus)}`}
              </Text>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
