import { Button, Chip, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import {
  applyQuickFilter,
  clearHistoryFilters,
  HISTORY_QUICK_FILTERS,
  type HistorySearch,
  hasActiveHistoryFilters,
  INVENTORY_EVENT_LABELS,
  isQuickFilterActive,
  removeQuickFilter,
} from "@stockroom/core";
import { useEffect, useState } from "react";

const SEARCH_DEBOUNCE_MS = 300;

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

export function HistoryFilters({
  search,
  years,
  onChange,
}: {
  search: HistorySearch;
  years: string[];
  onChange(next: HistorySearch): void;
}) {
  const [text, setText] = useState(search.q);
  // The URL is the truth: Clear Filters or a reload brings the box along.
  useEffect(() => setText(search.q), [search.q]);
  const pushText = useDebouncedCallback((q: string) => onChange({ ...search, q }), SEARCH_DEBOUNCE_MS);
  const set = <K extends keyof HistorySearch>(key: K, value: HistorySearch[K]) => onChange({ ...search, [key]: value });
  const yearOptions = [{ value: "all", label: "All Years" }, ...years.map((y) => ({ value: y, label: y }))];
  if (search.year !== "all" && !years.includes(search.year))
    yearOptions.push({ value: search.year, label: search.year });

  return (
    <Paper withBorder p="md" radius="md">
      <TextInput
        label="Search"
        placeholder="Notes, location, event type"
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          pushText(e.currentTarget.value);
        }}
      />
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} spacing="sm" mt="sm">
        <Select
          label="Sort"
          data={SORT_OPTIONS}
          value={search.sort}
          allowDeselect={false}
          onChange={(v) => set("sort", (v ?? "newest") as HistorySearch["sort"])}
        />
        <Select
          label="Event type"
          data={TYPE_OPTIONS}
          value={search.type}
          allowDeselect={false}
          onChange={(v) => set("type", (v ?? "all") as HistorySearch["type"])}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={search.status}
          allowDeselect={false}
          onChange={(v) => set("status", (v ?? "all") as HistorySearch["status"])}
        />
        <Select
          label="Quantity"
          data={BAND_OPTIONS}
          value={search.band}
          allowDeselect={false}
          onChange={(v) => set("band", (v ?? "all") as HistorySearch["band"])}
        />
        <Select
          label="Year"
          data={yearOptions}
          value={search.year}
          allowDeselect={false}
          onChange={(v) => set("year", v ?? "all")}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="wrap" role="group" aria-label="Quick filters">
          <Switch
            label="Issues Only"
            checked={search.issues}
            onChange={(e) => set("issues", e.currentTarget.checked)}
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
