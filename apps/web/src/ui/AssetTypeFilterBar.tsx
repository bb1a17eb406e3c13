import { useLingui } from "@lingui/react/macro";
import { Group, Select, type SelectProps, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list's search box beside its 'All Asset Types' filter (Forms, Inventory). The search box
 * takes `useSearchBox`'s value/onChange; `selectProps` adds what one list shows beyond the
 * names (a colour swatch, a test id).
 */
export function AssetTypeFilterBar({
  searchLabel,
  searchPlaceholder,
  searchBox,
  types,
  typeId,
  onTypeChange,
  selectProps,
  children,
}: {
  searchLabel: string;
  searchPlaceholder: string;
  searchBox: { value: string; onChange: (event: { currentTarget: { value: string } }) => void };
  types: readonly { id: string; name: string }[] | undefined;
  typeId: string | null | undefined;
  onTypeChange: (typeId: string | undefined) => void;
  selectProps?: Partial<SelectProps> & { "data-testid"?: string };
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchPlaceholder}
        value={searchBox.value}
        onChange={searchBox.onChange}
        style={{ flex: "1 1 240px" }}
      />
      <Select
        aria-label={t`Asset type`}
        style={{ flex: "1 1 180px", maxWidth: 280 }}
        data={[
          { value: "", label: t`All Asset Types` },
          ...(types ?? []).map((item) => ({ value: item.id, label: item.name })),
        ]}
        value={typeId ?? ""}
        allowDeselect={false}
        onChange={(value) => onTypeChange(value || undefined)}
        {...selectProps}
      />
      {children}
    </Group>
  );
}
