import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  can,
  type FieldMessageKind,
  REORDER_MINIMUM_RULE,
  type ReorderLine,
  readFieldMessage,
  reorderMinimumField,
} from "@stockroom/core";
import { useState } from "react";
import { formatNumber } from "../../i18n/format";
import { notifyFailure } from "../../lib/failureText";
import { quantityText } from "../../lib/inventoryText";
import { useSession } from "../../lib/session";
import { trpc } from "../../trpc";
import { AnchorLink } from "../../ui/RouterLinks";

/** The messages of core's reorder-minimum rule (a number rule), by kind, with the field's name as {label}. */
const MINIMUM_MESSAGES: Partial<Record<FieldMessageKind, MessageDescriptor>> = {
  notANumber: msg({ message: "{label} must be a number" }),
  wholeNumber: msg({ message: "{label} must be a whole number" }),
  notNegative: msg({ message: "{label} cannot be negative" }),
  plainDigits: msg({ message: "{label} must be written in plain digits (no exponent such as 1e3)" }),
  decimalSign: msg({ message: '{label} must use "{sign}" for decimals and no thousands separators' }),
  atMost: msg({ message: "{label} must be at most {n}" }),
};

/** Core's message for a typed minimum ('Reorder minimum cannot be negative', …) in the screen's language. */
function minimumMessage(english: string, label: string): string {
  const read = readFieldMessage(REORDER_MINIMUM_RULE.what, english);
  const message = read ? MINIMUM_MESSAGES[read.kind] : undefined;
  if (!read || !message) return english;
  const shown: MessageDescriptor = {
    ...message,
    values: { label, n: formatNumber(read.n ?? 0), sign: read.sign ?? "" },
  };
  return i18n._(shown);
}

/**
 * The item's reorder point on its detail page (issue 25): the forecast's (14 days of usage)
 * or the fixed minimum an administrator set, days until empty, and for administrators a
 * field to set or clear the minimum. The typed text is checked by core's rule as typed.
 */
export function ReorderPointCard({
  itemId,
  reorder,
  reorderMinimum,
  unit,
}: {
  itemId: string;
  reorder: ReorderLine;
  reorderMinimum: number | null;
  unit: string;
}) {
  const { t } = useLingui();
  const role = useSession()?.membership?.role;
  const isAdmin = can(role, "administer");
  const [text, setText] = useState(reorderMinimum === null ? "" : String(reorderMinimum));
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.inventory.reorder.setMinimum.useMutation();

  const submit = async (minimum: number | null) => {
    try {
      await save.mutateAsync({ id: itemId, minimum });
      notifications.show({
        color: "green",
        message: minimum === null ? t`Reorder minimum cleared` : t`Reorder minimum set to ${minimum}`,
      });
      if (minimum === null) setText("");
      await Promise.all([utils.inventory.items.get.invalidate({ id: itemId }), utils.inventory.reorder.invalidate()]);
    } catch (err) {
      notifyFailure(t`save the reorder minimum`, err);
    }
  };

  const onSave = () => {
    const parsed = reorderMinimumField.safeParse(text);
    if (!parsed.success) {
      // core's rule message ('Reorder minimum cannot be negative', 'must be a whole number', …) in the screen's language
      const message = parsed.error.issues[0]?.message;
      setError(message ? minimumMessage(message, t`Reorder minimum`) : t`Invalid value`);
      return;
    }
    setError(null);
    void submit(parsed.data ?? null);
  };

  return (
    <Card withBorder padding="lg" data-testid="reorder-point">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h5">
            <Trans>Reorder point</Trans>
          </Title>
          <AnchorLink size="sm" to="/inventory/reorder">
            <Trans>Open reorder list</Trans>
          </AnchorLink>
        </Group>
        <Group gap="xl" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <Trans>Reorder at</Trans>
            </Text>
            <Group gap={6}>
              <Text fw={700} data-testid="reorder-point-value">
                {reorder.reorderPoint === null ? "—" : `${quantityText(reorder.reorderPoint)} ${unit}`}
              </Text>
              {reorder.reorderPointSource ? (
                <Badge size="xs" variant="light" color={reorder.reorderPointSource === "minimum" ? "grape" : "blue"}>
                  {reorder.reorderPointSource === "minimum" ? t`Fixed minimum` : t`14 days of usage`}
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <Trans>Usage a day</Trans>
            </Text>
            <Text fw={500}>
              {reorder.dailyUsage === null ? "—" : formatNumber(reorder.dailyUsage, { maximumFractionDigits: 2 })}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              <Trans>Days until empty</Trans>
            </Text>
            <Text fw={500}>{reorder.daysUntilEmpty === null ? "—" : formatNumber(reorder.daysUntilEmpty)}</Text>
          </Stack>
          {reorder.reorderRecommended ? (
            <Badge color="orange" variant="light">
              <Trans>Reorder recommended</Trans>
            </Badge>
          ) : null}
        </Group>
        {reorder.reorderPoint === null ? (
          <Text size="sm" c="dimmed">
            <Trans>No forecast yet: it needs at least 3 counts, 2 of them in the last 30 days.</Trans>
          </Text>
        ) : null}
        {isAdmin ? (
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t`Fixed reorder minimum`}
              description={t`Overrides the forecast for this item. Leave empty to use the forecast.`}
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") onSave();
              }}
              error={error}
              w={{ base: "100%", xs: 280 }}
            />
            <Button onClick={onSave} loading={save.isPending}>
              <Trans>Save minimum</Trans>
            </Button>
            {reorderMinimum !== null ? (
              <Button variant="default" onClick={() => void submit(null)} disabled={save.isPending}>
                <Trans>Clear minimum</Trans>
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
