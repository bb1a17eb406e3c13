import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Menu,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import {
  ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE,
  countLabel,
  formArchiveConfirmMessage,
  LINKED_FORM_ARCHIVE_WARNING,
  truncateChipName,
  visibleChips,
} from "@stockroom/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { failureText } from "../../lib/failureText";
import { useDateFormat } from "../../lib/formatDate";
import { useOrgAccess } from "../../lib/orgAccess";
import { trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { AssetTypePickerDialog } from "./AssetTypePickerDialog";
import { exportFormDefinition } from "./exportFormDefinition";
import type { FormLink, FormListItem } from "./formTypes";

type Tab = "active" | "archived";

/** One chip per asset type; the tooltip lists the purposes it has the form for. */
export function groupLinks(links: readonly FormLink[]) {
  const byType = new Map<string, { id: string; name: string; color: string; purposes: string[] }>();
  for (const link of links) {
    const entry = byType.get(link.assetTypeId) ?? {
      id: link.assetTypeId,
      name: link.assetTypeName,
      color: link.assetTypeColor,
      purposes: [],
    };
    entry.purposes.push(link.purpose);
    byType.set(link.assetTypeId, entry);
  }
  return [...byType.values()];
}

function AssetTypeChips({ links }: { links: readonly FormLink[] }) {
  const groups = groupLinks(links);
  if (groups.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No asset links
      </Text>
    );
  }
  const { shown, more } = visibleChips(groups);
  return (
    <Group gap={4}>
      {shown.map((g) => (
        <Tooltip key={g.id} label={`Purpose: ${g.purposes.join(", ")}`} openDelay={300}>
          <Badge variant="light" color="gray" leftSection={<span style={{ color: g.color }}>●</span>}>
            {truncateChipName(g.name)}
          </Badge>
        </Tooltip>
      ))}
      {more ? (
        <Badge variant="outline" color="gray">
          {more}
        </Badge>
      ) : null}
    </Group>
  );
}

function FormCard({
  form,
  canWrite,
  onArchive,
  onRestore,
  onDuplicate,
  onExport,
}: {
  form: FormListItem;
  canWrite: boolean;
  onArchive: () => void;
  onRestore: () => void;
  onDuplicate: () => void;
  onExport: () => void;
}) {
  const format = useDateFormat();
  const archived = form.deletedAt !== null;
  return (
    <Card withBorder padding="md" radius="md" data-testid="form-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {form.name}
            </Text>
            <Badge size="xs" variant="light" color={archived ? "gray" : "green"} w="fit-content">
              {archived ? "Archived" : "Active"}
            </Badge>
          </Stack>
          {canWrite ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${form.name}`}>
                  ⋯
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {archived ? (
                  <Menu.Item onClick={onRestore}>Restore</Menu.Item>
                ) : (
                  <>
                    <Menu.Item
                      renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: form.id }} {...props} />}
                    >
                      Edit Form
                    </Menu.Item>
                    <Menu.Item onClick={onDuplicate}>Duplicate</Menu.Item>
                    <Menu.Item onClick={onExport}>Export</Menu.Item>
                    <Menu.Divider />
                    <Menu.Item color="red" onClick={onArchive}>
                      Archive
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {form.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {form.description}
          </Text>
        ) : null}
        <AssetTypeChips links={form.links} />
        <Text size="xs" c="dimmed">
          {countLabel(form.fieldCount, "field")}
        </Text>
        <Stack gap={0} mt="auto">
          <Text size="xs" c="dimmed">
            Created {format.date(form.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {archived && form.deletedAt
              ? `Archived ${format.date(form.deletedAt)}`
              : `Updated ${format.date(form.updatedAt)}`}
          </Text>
        </Stack>
        {!archived ? (
          <Group gap="xs" mt="xs">
            {canWrite ? (
              <Button
                size="xs"
                variant="light"
                renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: form.id }} {...props} />}
              >
                Edit
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id: form.id }} {...props} />}
            >
              Preview
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

const ONBOARDING_STEPS = [
  "Create a form and pick the asset type it is for.",
  "Add fields: counts that add to, subtract from or set the stock, and calculated fields.",
  "Link it to the asset type as its intake or inventory form and submit it for an asset.",
];

/** /forms: counters, Active and Archived tabs, form cards with their menus (spec 02 §2). */
export function FormsListPage() {
  const { hasOrganization, canWrite } = useOrgAccess();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [tab, setTab] = useState<Tab>("active");
  const [picking, setPicking] = useState(false);
  const list = trpc.forms.list.useQuery({ archived: tab === "archived" }, { enabled: hasOrganization });

  const refresh = () => utils.forms.list.invalidate();
  const archive = trpc.forms.archive.useMutation();
  const restore = trpc.forms.restore.useMutation();
  const duplicate = trpc.forms.duplicate.useMutation();

  if (!hasOrganization) {
    return (
      <Alert color="yellow" title="No Organization Selected">
        <Text size="sm">Please select an organization using the switcher in the header to view forms.</Text>
        <Text size="sm">Forms are organization-specific and require an active organization context.</Text>
      </Alert>
    );
  }

  const act = (form: FormListItem, action: "archive" | "restore") => {
    const linked = form.links.length > 0;
    modals.openConfirmModal({
      title: action === "archive" ? "Archive Form" : "Restore Form",
      children: (
        <Stack gap="xs">
          <Text size="sm">{formArchiveConfirmMessage(action, form.name)}</Text>
          {action === "archive" && linked ? (
            <Alert color="yellow" variant="light">
              {LINKED_FORM_ARCHIVE_WARNING}
            </Alert>
          ) : null}
        </Stack>
      ),
      labels: { confirm: action === "archive" ? "Archive" : "Restore", cancel: "Cancel" },
      confirmProps: { color: action === "archive" ? "red" : undefined },
      onConfirm: async () => {
        try {
          await (action === "archive" ? archive : restore).mutateAsync({ id: form.id });
          notifications.show({
            color: "green",
            title: action === "archive" ? "Form Archived" : "Form Restored",
            message: `"${form.name}" has been ${action === "archive" ? "archived" : "restored"}.`,
          });
        } catch (err) {
          notifications.show({
            color: "red",
            title: "Error",
            message: `Failed to ${action} form. ${failureText(err, "")}`.trim(),
          });
        } finally {
          await refresh();
        }
      },
    });
  };

  const onDuplicate = async (form: FormListItem) => {
    try {
      const copy = await duplicate.mutateAsync({ id: form.id });
      notifications.show({ color: "green", title: "Form Duplicated", message: `"${copy.name}" was created.` });
      await refresh();
    } catch (err) {
      notifications.show({ color: "red", title: "Error", message: failureText(err, "Failed to duplicate form") });
    }
  };

  const onExport = async (form: FormListItem) => {
    try {
      exportFormDefinition(await utils.forms.get.fetch({ id: form.id }));
    } catch (err) {
      notifications.show({ color: "red", title: "Error", message: failureText(err, "Failed to export form") });
    }
  };

  const counts = list.data?.counts;
  const [requiredTitle, requiredMessage] = ASSET_TYPE_REQUIRED_FOR_FORM_MESSAGE.split(": ");

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            Forms
          </Title>
          <Group gap="lg">
            <Text size="sm" c="dimmed" data-testid="active-count">
              Active Forms: {counts?.active ?? "…"}
            </Text>
            <Text size="sm" c="dimmed" data-testid="archived-count">
              Archived: {counts?.archived ?? "…"}
            </Text>
          </Group>
        </Stack>
        {canWrite ? (
          <Button disabled={tab === "archived"} onClick={() => setPicking(true)}>
            Create Form
          </Button>
        ) : null}
      </Group>

      <Tabs value={tab} onChange={(v) => setTab(v === "archived" ? "archived" : "active")}>
        <Tabs.List>
          <Tabs.Tab value="active">Active Forms ({counts?.active ?? 0})</Tabs.Tab>
          <Tabs.Tab value="archived">Archived Forms ({counts?.archived ?? 0})</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <Alert color="red" title="Error">
          Failed to load {tab} forms
        </Alert>
      ) : list.data.forms.length === 0 ? (
        tab === "active" ? (
          <Card withBorder padding="xl" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                No active forms yet
              </Title>
              <Text size="sm" c="dimmed">
                Forms collect data about your assets and can move stock when submitted. Get started in three steps:
              </Text>
              <List type="ordered" size="sm" spacing="xs">
                {ONBOARDING_STEPS.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              {canWrite ? (
                <Button w="fit-content" onClick={() => setPicking(true)}>
                  Create Your First Form
                </Button>
              ) : null}
            </Stack>
          </Card>
        ) : (
          <Card withBorder padding="xl" radius="md">
            <Text c="dimmed">No archived forms. Archived forms appear here and can be restored.</Text>
          </Card>
        )
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.data.forms.map((form) => (
            <FormCard
              key={form.id}
              form={form}
              canWrite={canWrite}
              onArchive={() => act(form, "archive")}
              onRestore={() => act(form, "restore")}
              onDuplicate={() => onDuplicate(form)}
              onExport={() => onExport(form)}
            />
          ))}
        </SimpleGrid>
      )}

      <AssetTypePickerDialog
        opened={picking}
        onPick={(type) => {
          setPicking(false);
          void navigate({ to: "/forms/new", search: { assetType: type.id } });
        }}
        onCancel={() => {
          setPicking(false);
          notifications.show({ color: "yellow", title: requiredTitle, message: requiredMessage });
        }}
      />
    </Stack>
  );
}
