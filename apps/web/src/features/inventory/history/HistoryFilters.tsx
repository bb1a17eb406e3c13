import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Chip, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import {
  applyQuickFilter,
  clearHistoryFilters,
  DEFAULT_HISTORY_SEARCH,
  HISTORY_QUICK_FILTERS,
  type HistorySearch,
  hasActiveHistoryFilters,
  isQuickFilterActive,
  removeQuickFilter,
} from "@stockroom/core";
import { eventTypeOptions } from "../../../lib/inventoryText";
import { useSearchBox } from "../../../lib/listState";

const SORT_OPTIONS = () => [
  { value: "newest", label: i18n._(msg`Newest first`) },
  { value: "oldest", label: i18n._(msg`Oldest first`) },
];
const TYPE_OPTIONS = () => [{ value: "all", label: i18n._(msg`All Event Types`) }, ...eventTypeOptions()];
const STATUS_OPTIONS = () => [
  { value: "all", label: i18n._(msg`All Statuses`) },
  { value: "verified", label: i18n._(msg`Verified`) },
  { value: "issues", label: i18n._(msg`Has Issues`) },
  { value: "normal", label: i18n._(msg`Normal`) },
];
const BAND_OPTIONS = () => [
  { value: "all", label: i18n._(msg`All Quantities`) },
  { value: "low", label: i18n._(msg`Low (under 100)`) },
  { value: "medium", label: i18n._(msg`Medium (100 to under 1000)`) },
  { value: "high", label: i18n._(msg`High (1000 or more)`) },
];

/** Core's quick filters by id; one core adds later shows its English label until it is here. */
const QUICK_FILTER_TEXTS: Record<string, MessageDescriptor> = {
  issues: msg`Has Issues`,
  verified: msg`Verified`,
  high: msg`High Quantity`,
  checks: msg`Checks`,
  "newest-first": msg`Oldest First`,
};
const quickFilterText = (id: string, label: string) => {
  const text = Object.hasOwn(QUICK_FILTER_TEXTS, id) ? QUICK_FILTER_TEXTS[id] : undefined;
  return text ? i18n._(text) : label;
};

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
  const { t } = useLingui();
  // The URL is the truth: Clear Filters or a reload brings the box along.
  const searchBox = useSearchBox(search.q || undefined, (q) => onChange({ ...search, q: q ?? "" }));
  const yearOptions = [{ value: "all", label: t`All Years` }, ...years.map((y) => ({ value: y, label: y }))];
  if (search.year !== "all" && !years.includes(search.year))
    yearOptions.push({ value: search.year, label: search.year });
  const selects: { key: SelectFilter; label: string; data: { value: string; label: string }[] }[] = [
    { key: "sort", label: t`Sort`, data: SORT_OPTIONS() },
    { key: "type", label: t`Event type`, data: TYPE_OPTIONS() },
    { key: "status", label: t`Status`, data: STATUS_OPTIONS() },
    { key: "band", label: t`Quantity`, data: BAND_OPTIONS() },
    { key: "year", label: t`Year`, data: yearOptions },
  ];

  return (
    <Paper withBorder p="md" radius="md">
      <TextInput
        label={t`Search`}
        placeholder={t`Notes, location, event type`}
        value={searchBox.value}
        onChange={searchBox.onChange}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="sm" mt="sm">
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
        <Group gap="xs" wrap="wrap" role="group" aria-label={t`Quick filters`}>
          <Switch
            label={t`Issues Only`}
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
                {quickFilterText(quick.id, quick.label)}
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
          <Trans>Clear Filters</Trans>
        </Button>
      </Group>
    </Paper>
  );
}
