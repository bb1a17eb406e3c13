import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, ColorSwatch, Group, Loader, Modal, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { trpc } from "../../trpc";

/**
 * "Creating a form requires choosing an asset type (picker dialog)". `onPick` gets the
 * chosen type; closing without one calls `onCancel` (the caller shows 'Asset Type Required').
 */
export function AssetTypePickerDialog({
  opened,
  onPick,
  onCancel,
  title = i18n._(msg`Select an Asset Type`),
}: {
  opened: boolean;
  onPick: (type: { id: string; name: string }) => void;
  onCancel: () => void;
  title?: string;
}) {
  const { t } = useLingui();
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const picked = types.data?.find((item) => item.id === chosen) ?? null;

  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>Forms collect data for one kind of asset. Choose the asset type this form is for.</Trans>
        </Text>
        {types.isPending ? (
          <Loader size="sm" />
        ) : types.isError ? (
          <Text c="red" size="sm">
            <Trans>Failed to load asset types</Trans>
          </Text>
        ) : types.data.length === 0 ? (
          <Text size="sm">
            <Trans>No asset types yet. Create an asset type first.</Trans>
          </Text>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} aria-label={t`Asset type`}>
            <Stack gap="xs">
              {types.data.map((item) => (
                <Radio
                  key={item.id}
                  value={item.id}
                  label={
                    <Group gap={6}>
                      <ColorSwatch color={item.color} size={12} aria-hidden="true" />
                      <span>{item.name}</span>
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button disabled={!picked} onClick={() => picked && onPick({ id: picked.id, name: picked.name })}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
