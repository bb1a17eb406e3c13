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
  title = "Select an Asset Type",
}: {
  opened: boolean;
  onPick: (type: { id: string; name: string }) => void;
  onCancel: () => void;
  title?: string;
}) {
  const types = trpc.assetTypes.options.useQuery(undefined, { enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const picked = types.data?.find((t) => t.id === chosen) ?? null;

  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Forms collect data for one kind of asset. Choose the asset type this form is for.
        </Text>
        {types.isPending ? (
          <Loader size="sm" />
        ) : types.isError ? (
          <Text c="red" size="sm">
            Failed to load asset types
          </Text>
        ) : types.data.length === 0 ? (
          <Text size="sm">No asset types yet. Create an asset type first.</Text>
        ) : (
          <Radio.Group value={chosen} onChange={setChosen} aria-label="Asset type">
            <Stack gap="xs">
              {types.data.map((t) => (
                <Radio
                  key={t.id}
                  value={t.id}
                  label={
                    <Group gap={6}>
                      <ColorSwatch color={t.color} size={12} aria-hidden="true" />
                      <span>{t.name}</span>
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button disabled={!picked} onClick={() => picked && onPick({ id: picked.id, name: picked.name })}>
            Continue
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
