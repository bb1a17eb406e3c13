import { Button, Chip, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  applyQuickFilter,
  clearHistoryFilters,
  DEFAULT_HISTORY_SEARCH,
  HISTORY_QUICK_FILTERS,
  type HistorySearch,
  hasActiveHistoryFilters,
  INVENTORY_EVENT_LABELS,
  isQuickFilterActive,
  removeQuickFilter,
} from "@stockroom/core";
import { useSearchBox } from "../../../lib/listState";

const SORT_OPTIONS = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
];
const TYPE_OPTIONS = [
  { value: "all", label: "All Event Types" },
  ...Object.entries(INVENTORY_EVENT_LABELS).map(([value, label]) => ({ value, label })),
];
const STATUS_OPTIONS = [
  { value: "all", label: "All Statuses" },
  { value: "verified", label: "Verified" },
  { value: "issues", label: "Has Issues" },
  { value: "normal", label: "Normal" },
];
const BAND_OPTIONS = [
  { value: "all", label: "All Quantities" },
  { value: "low", label: "Low (under 100)" },
  { value: "medium", label: "Medium (100 to under 1000)" },
  { value: "high", label: "High (1000 or more)" },
];

type SelectFilter = "sort" | "type" | "status" | "band" | "year";

/** The list's filters (spec 02 "Inventory history"): search, five selects, Issues Only, quick filters, Clear. */
export function HistoryFilters({
  search,
  years,
  onChange,
}: {
  search: HistorySearch;
  years: string[];
  onChange(next: HistorySearch): void;
}) {
  // The URL is the truth: Clear Filters or a reload brings the box along.
  const searchBox = useSearchBox(search.q || undefined, (q) => onChange({ ...search, q: q ?? "" }));
  const yearOptions = [{ value: "all", label: "All Years" }, ...years.map((y) => ({ value: y, label: y }))];
  if (search.year !== "all" && !years.includes(search.year))
    yearOptions.push({ value: search.year, label: search.year });
  const selects: { key: SelectFilter; label: string; data: { value: string; label: string }[] }[] = [
    { key: "sort", label: "Sort", data: SORT_OPTIONS },
    { key: "type", label: "Event type", data: TYPE_OPTIONS },
    { key: "status", label: "Status", data: STATUS_OPTIONS },
    { key: "band", label: "Quantity", data: BAND_OPTIONS },
    { key: "year", label: "Year", data: yearOptions },
  ];

  return (
    <Paper withBorder p="md" radius="md">
      <TextInput
        label="Search"
        placeholder="Notes, location, event type"
        value={searchBox.value}
        onChange={searchBox.onChange}
      />
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm" mt="sm">
        {selects.map(({ key, label, data }) => (
          <Select
            key={key}
            label={label}
            data={data}
            value={search[key]}
            allowDeselect={false}
            // Every option comes from the filter's own list, so the value is one the schema takes.
            onChange={(v) => onChange({ ...search, [key]: v ?? DEFAULT_HISTORY_SEARCH[key] })}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap" role="group" aria-label="Quick filters">
          <Switch
            label="Issues Only"
            checked={search.issues}
            onChange={(e) => onChange({ ...search, issues: e.currentTarget.checked })}
          />
          {HISTORY_QUICK_FILTERS.map((quick) => {
            const active = isQuickFilterActive(search, quick);
            return (
              <Chip
                key={quick.id}
                size="xs"
                checked={active}
                onChange={() => onChange(active ? removeQuickFilter(search, quick) : applyQuickFilter(search, quick))}
              >
                {quick.label}
              </Chip>
            );
          })}
        </Group>
        <Button
          variant="subtle"
          size="xs"
          disabled={!hasActiveHistoryFilters(search)}
          onClick={() => onChange(clearHistoryFilters())}
        >
          Clear Filters
        </Button>
      </Group>
    </Paper>
  );
}
