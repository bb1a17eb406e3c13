import { ColorSwatch, Group, Text } from "@mantine/core";

/** An asset type shown with its colour. */
export function AssetTypeTag({ name, color }: { name: string; color: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ColorSwatch color={color} size={12} withShadow={false} aria-hidden="true" />
      <Text size="sm" truncate="end">
        {name}
      </Text>
    </Group>
  );
}
