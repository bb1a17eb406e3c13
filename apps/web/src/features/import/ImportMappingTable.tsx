import { useLingui } from "@lingui/react/macro";
import { Select, SimpleGrid } from "@mantine/core";
import { IGNORE_COLUMN } from "./importText";

/** One Select per column of the file: the field it fills, or "Do not import". */
export function ImportMappingTable({
  headers,
  mapping,
  fields,
  onChange,
  disabled,
}: {
  headers: string[];
  mapping: (string | null)[];
  fields: { value: string; label: string }[];
  onChange: (next: (string | null)[]) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const data = [{ value: IGNORE_COLUMN, label: t`Do not import` }, ...fields];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" data-testid="import-mapping">
      {headers.map((header, i) => (
        <Select
          // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position in the file
          key={i}
          label={t`Column "${header}"`}
          data={data}
          value={mapping[i] ?? IGNORE_COLUMN}
          allowDeselect={false}
          disabled={disabled}
          onChange={(value) => {
            const next = [...mapping];
            next[i] = !value || value === IGNORE_COLUMN ? null : value;
            onChange(next);
          }}
        />
      ))}
    </SimpleGrid>
  );
}
