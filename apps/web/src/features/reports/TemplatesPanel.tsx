import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { TEMPLATE_NAME_REQUIRED_MESSAGE } from "@stockroom/core";
import { useState } from "react";
import { notifyFailure } from "../../lib/failureText";
import { type RouterInputs, type RouterOutputs, trpc } from "../../trpc";

type Template = RouterOutputs["reports"]["templates"]["list"][number];
type Configuration = Omit<RouterInputs["reports"]["templates"]["create"], "name" | "description">;

const nameRule = (value: string) => (value.trim() === "" ? TEMPLATE_NAME_REQUIRED_MESSAGE : null);

/** Templates of the organization (on the server): save the current configuration, apply, rename, delete. */
export function TemplatesPanel({
  configuration,
  canWrite,
  activeId,
  onApply,
}: {
  configuration: Configuration;
  canWrite: boolean;
  activeId: string | null;
  onApply: (template: Template) => void;
}) {
  const utils = trpc.useUtils();
  const templates = trpc.reports.templates.list.useQuery();
  const [renaming, setRenaming] = useState<Template | null>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const refresh = () => utils.reports.templates.list.invalidate();

  const create = trpc.reports.templates.create.useMutation({
    onSuccess: (t) => {
      notifications.show({ color: "green", title: "Template saved", message: `"${t.name}" was saved.` });
      saveForm.reset();
      void refresh();
    },
    onError: (err) => notifyFailure("save template", err),
  });
  const update = trpc.reports.templates.update.useMutation({
    onSuccess: (t) => {
      notifications.show({ color: "green", title: "Template saved", message: `"${t.name}" was saved.` });
      setRenaming(null);
      void refresh();
    },
    onError: (err) => notifyFailure("save template", err),
  });
  const remove = trpc.reports.templates.delete.useMutation({
    onSuccess: () => {
      notifications.show({ color: "green", title: "Template deleted", message: "The template was deleted." });
      setDeleting(null);
      void refresh();
    },
    onError: (err) => notifyFailure("delete template", err),
  });

  const saveForm = useForm({
    mode: "controlled",
    initialValues: { name: "", description: "" },
    validate: { name: nameRule },
  });
  const renameForm = useForm({
    mode: "controlled",
    initialValues: { name: "", description: "" },
    validate: { name: nameRule },
  });

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-templates-title">
      <Title order={3} size="h5" id="report-templates-title">
        Templates
      </Title>
      {canWrite ? (
        <form onSubmit={saveForm.onSubmit((values) => create.mutate({ ...configuration, ...values }))}>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label="Template name"
              placeholder="e.g. Monthly paint count"
              style={{ flex: "1 1 180px" }}
              {...saveForm.getInputProps("name")}
            />
            <TextInput
              label="Description"
              placeholder="Optional"
              style={{ flex: "1 1 180px" }}
              {...saveForm.getInputProps("description")}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              Save Template
            </Button>
          </Group>
        </form>
      ) : null}
      {templates.isError ? (
        <Text c="red" size="sm">
          Failed to load templates
        </Text>
      ) : templates.data && templates.data.length > 0 ? (
        <Stack gap={4} data-testid="report-templates">
          {templates.data.map((t) => (
            <Paper
              key={t.id}
              withBorder
              p="xs"
              bg={t.id === activeId ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {t.name}
                  </Text>
                  {t.description ? (
                    <Text size="xs" c="dimmed" truncate>
                      {t.description}
                    </Text>
                  ) : null}
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button size="xs" variant="light" onClick={() => onApply(t)} aria-label={`Apply template ${t.name}`}>
                    Apply
                  </Button>
                  {canWrite ? (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Rename template ${t.name}`}
                        onClick={() => {
                          renameForm.setValues({ name: t.name, description: t.description });
                          setRenaming(t);
                        }}
                      >
                        ✎
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete template ${t.name}`}
                        onClick={() => setDeleting(t)}
                      >
                        ×
                      </ActionIcon>
                    </>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : templates.data ? (
        <Text size="sm" c="dimmed">
          No templates saved yet.
        </Text>
      ) : null}

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename template">
        <form
          onSubmit={renameForm.onSubmit((values) => {
            if (renaming) update.mutate({ id: renaming.id, ...values });
          })}
        >
          <Stack>
            <TextInput label="Template name" data-autofocus {...renameForm.getInputProps("name")} />
            <TextInput label="Description" {...renameForm.getInputProps("description")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete template">
        <Stack>
          <Text>{`Delete the template "${deleting?.name ?? ""}"? Everyone in the organization loses it.`}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ id: deleting.id })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
