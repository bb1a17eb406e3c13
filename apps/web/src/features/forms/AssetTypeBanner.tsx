import { Plural, Trans } from "@lingui/react/macro";
import { Anchor, Badge, Button, Card, ColorSwatch, Group, Stack, Text } from "@mantine/core";
import { BUILDER_BANNER_MAX_ITEMS } from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import type { RouterOutputs } from "../../trpc";

type BannerType = NonNullable<RouterOutputs["forms"]["builderContext"]["assetType"]>;

function FirstFew({ items }: { items: readonly string[] }) {
  const shown = items.slice(0, BUILDER_BANNER_MAX_ITEMS);
  const more = items.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((item) => (
        <Badge key={item} variant="light" color="gray" size="sm">
          {item}
        </Badge>
      ))}
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>+{more} more</Trans>
        </Text>
      ) : null}
      {items.length === 0 ? (
        <Text size="xs" c="dimmed">
          <Trans>None</Trans>
        </Text>
      ) : null}
    </Group>
  );
}

/**
 * The builder's asset type banner: conversion field and form field counts, up to 5 of
 * each then '+n more', 'Manage Asset Type' and 'Change Type'.
 */
export function AssetTypeBanner({
  type,
  ownMappableLabels,
  onChangeType,
}: {
  type: BannerType;
  /** This form's own mappable fields, shown with the type's mapped form fields. */
  ownMappableLabels: readonly string[];
  onChangeType?: (() => void) | undefined;
}) {
  const formFields = [...ownMappableLabels, ...type.mappedFormFields.map((m) => m.label)];
  return (
    <Card withBorder padding="md" radius="md" data-testid="asset-type-banner">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <ColorSwatch color={type.color} size={16} aria-hidden="true" />
            <Text fw={600}>{type.name}</Text>
            <Text size="sm" c="dimmed">
              <Plural value={type.conversionFields.length} one="# conversion field" other="# conversion fields" /> ·{" "}
              <Plural value={formFields.length} one="# form field" other="# form fields" />
            </Text>
          </Group>
          <Group gap="xs">
            <Anchor
              size="sm"
              renderRoot={(props) => <Link to="/asset-types/$id" params={{ id: type.id }} {...props} />}
            >
              <Trans>Manage Asset Type</Trans>
            </Anchor>
            {onChangeType ? (
              <Button size="compact-sm" variant="default" onClick={onChangeType}>
                <Trans>Change Type</Trans>
              </Button>
            ) : null}
          </Group>
        </Group>
        <Group gap="xs" align="flex-start">
          <Text size="xs" c="dimmed" w={120}>
            <Trans>Conversion fields</Trans>
          </Text>
          <FirstFew items={type.conversionFields.map((f) => f.label)} />
        </Group>
        <Group gap="xs" align="flex-start">
          <Text size="xs" c="dimmed" w={120}>
            <Trans>Mapped form fields</Trans>
          </Text>
          <FirstFew items={formFields} />
        </Group>
      </Stack>
    </Card>
  );
}
