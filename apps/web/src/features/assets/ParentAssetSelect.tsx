import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { SEARCH_DEBOUNCE_MS } from "../../lib/listState";
import { trpc } from "../../trpc";

const NONE = "__none__";

/** Parent asset: 'None' or one found by a server-side search (never the whole list). */
export function ParentAssetSelect({
  assetId,
  value,
  initialLabel,
  error,
  onChange,
}: {
  assetId: string | undefined;
  value: string | null;
  initialLabel: string | null;
  error: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    value && initialLabel ? { [value]: initialLabel } : {},
  );
  const selectedLabel = value ? labels[value] : "None";
  // While the box shows the chosen name, list around it rather than searching for it.
  const term = debounced === selectedLabel ? "" : debounced;
  const options = trpc.assets.options.useQuery(
    { search: term, excludeId: assetId ?? null, includeId: value },
    { placeholderData: (previous) => previous },
  );
  const data = [
    { value: NONE, label: t`None` },
    ...(options.data ?? [])
      .filter((o) => o.id !== assetId)
      .map((o) => ({ value: o.id, label: o.assetId ? `${o.name} (${o.assetId})` : o.name })),
  ];
  return (
    <Select
      label={t`Parent asset`}
      searchable
      data={data}
      value={value ?? NONE}
      error={error}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t`Searching…` : t`No assets found`}
      allowDeselect={false}
      onChange={(v, option) => {
        if (!v || v === NONE) {
          onChange(null);
          return;
        }
        if (option) setLabels((l) => ({ ...l, [v]: option.label }));
        onChange(v);
      }}
    />
  );
}
