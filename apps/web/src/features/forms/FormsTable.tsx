import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Anchor, Badge, Button, Group, Menu, Stack, Text } from "@mantine/core";
import {
  FORMS_DEFAULT_PAGE_SIZE,
  FORMS_DEFAULT_SORT,
  FORMS_PAGE_SIZES,
  type FormsSearch,
  type FormsSort,
} from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useDateFormat } from "../../lib/formatDate";
import { DataTable, type DataTableColumn, type DataTableExtras, sortStatusOf } from "../../ui/DataTable";
import { AssetTypeChips } from "./AssetTypeChips";
import type { FormListItem } from "./formTypes";
import type { FormListActions } from "./useFormListActions";

function RowMenu({ form, actions }: { form: FormListItem; actions: FormListActions }) {
  const { t } = useLingui();
  const archived = form.deletedAt !== null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${form.name}`}>
          ⋯
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {archived ? (
          <Menu.Item onClick={() => actions.restore(form)}>
            <Trans>Restore</Trans>
          </Menu.Item>
        ) : (
          <>
            <Menu.Item renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: form.id }} {...props} />}>
              <Trans>Edit Form</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => actions.duplicate(form)}>
              <Trans>Duplicate</Trans>
            </Menu.Item>
            <Menu.Item onClick={() => actions.exportDefinition(form)}>
              <Trans>Export</Trans>
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => actions.archive(form)}>
              <Trans>Archive</Trans>
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function RowButtons({ form, canWrite }: { form: FormListItem; canWrite: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {canWrite ? (
        <Button
          size="xs"
          variant="light"
          renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: form.id }} {...props} />}
        >
          <Trans>Edit</Trans>
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="default"
        renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id: form.id }} {...props} />}
      >
        <Trans>Preview</Trans>
      </Button>
    </Group>
  );
}

/**
 * One tab's forms as a table (spec 02 "Forms"): name with its Active/Archived label and
 * description, asset type chips, field count, Created and Updated (Archived) dates, Edit and
 * Preview on active forms and the row menu. Sorting and paging are the URL's.
 */
export function FormsTable({
  records,
  total,
  page,
  search,
  onSearchChange,
  canWrite,
  actions,
  fetching,
  error,
  empty,
}: {
  records: FormListItem[];
  total: number;
  page: number;
  search: FormsSearch;
  onSearchChange: (patch: Partial<FormsSearch>, options?: { keepPage?: boolean }) => void;
  canWrite: boolean;
  actions: FormListActions;
  fetching: boolean;
  error: DataTableExtras["error"];
  empty: { title: string; description?: string };
}) {
  const { t } = useLingui();
  const format = useDateFormat();
  const archivedTab = search.tab === "archived";
  const columns: DataTableColumn<FormListItem>[] = [
    {
      accessor: "name",
      title: t`Form`,
      sortable: true,
      render: (form) => (
        <Stack gap={2} maw={360}>
          <Group gap="xs" wrap="nowrap">
            <Anchor
              fw={600}
              size="sm"
              renderRoot={(props) => <Link to="/forms/$id" params={{ id: form.id }} {...props} />}
            >
              {form.name}
            </Anchor>
            <Badge size="xs" variant="light" color={form.deletedAt ? "gray" : "green"}>
              {form.deletedAt ? t`Archived` : t`Active`}
            </Badge>
          </Group>
          {form.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {form.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { accessor: "links", title: t`Asset Types`, render: (form) => <AssetTypeChips links={form.links} /> },
    {
      accessor: "fields",
      title: t`Fields`,
      sortable: true,
      render: (form) => (
        <Text size="sm">
          <Plural value={form.fieldCount} one="# field" other="# fields" />
        </Text>
      ),
    },
    { accessor: "created", title: t`Created`, sortable: true, render: (form) => format.date(form.createdAt) },
    {
      accessor: "updated",
      title: archivedTab ? t`Archived` : t`Updated`,
      sortable: true,
      render: (form) => format.date(form.deletedAt ?? form.updatedAt),
    },
    {
      accessor: "actions",
      title: t`Actions`,
      textAlign: "right",
      render: (form) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {form.deletedAt ? null : <RowButtons form={form} canWrite={canWrite} />}
          {canWrite ? <RowMenu form={form} actions={actions} /> : null}
        </Group>
      ),
    },
  ];
  return (
    <DataTable<FormListItem>
      label={t`Forms`}
      idAccessor="id"
      records={records}
      columns={columns}
      fetching={fetching}
      error={error}
      empty={empty}
      customRowAttributes={() => ({ "data-testid": "form-row" })}
      sortStatus={sortStatusOf(search.sort, search.dir, FORMS_DEFAULT_SORT)}
      onSortStatusChange={(status) =>
        onSearchChange({ sort: status.columnAccessor as FormsSort, dir: status.direction })
      }
      totalRecords={total}
      page={page}
      onPageChange={(next) => onSearchChange({ page: next > 1 ? next : undefined }, { keepPage: true })}
      recordsPerPage={search.size ?? FORMS_DEFAULT_PAGE_SIZE}
      recordsPerPageOptions={[...FORMS_PAGE_SIZES]}
      onRecordsPerPageChange={(size) => onSearchChange({ size })}
    />
  );
}
