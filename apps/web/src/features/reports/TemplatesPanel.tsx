import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { reportTemplateInput } from "@stockroom/core";
import { useState } from "react";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { useZodForm } from "../../lib/form";
import { errorMessage, type RouterInputs, type RouterOutputs, trpc } from "../../trpc";

type Template = RouterOutputs["reports"]["templates"]["list"][number];
type FullTemplate = RouterOutputs["reports"]["templates"]["get"];
type Configuration = Omit<RouterInputs["reports"]["templates"]["create"], "name" | "description">;

type NameValues = { name: string; description: string };
/** The name and description a template is saved or renamed with ('Please enter a template name'). */
const templateNameInput = reportTemplateInput.pick({ name: true, description: true });

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
  onApply: (template: FullTemplate) => void;
}) {
  const utils = trpc.useUtils();
  const templates = trpc.reports.templates.list.useQuery();
  const [renaming, setRenaming] = useState<Template | null>(null);
  const create = trpc.reports.templates.create.useMutation();
  const update = trpc.reports.templates.update.useMutation();
  const remove = trpc.reports.templates.delete.useMutation();
  const saveForm = useZodForm<NameValues>(templateNameInput, { initialValues: { name: "", description: "" } });
  const renameForm = useZodForm<NameValues>(templateNameInput, { initialValues: { name: "", description: "" } });

  const failed = (action: string) => (err: unknown) => ({
    message: `Failed to ${action}: ${errorMessage(err, "An unexpected error occurred.")}`,
  });
  /** Save or rename: 'Template saved', the list refreshed, then `then` (clear the form, close the dialog). */
  const save = (run: () => Promise<{ name: string }>, then: () => void) =>
    void runAction({
      run,
      success: (t) => ({ title: "Template saved", message: `"${t.name}" was saved.` }),
      failure: failed("save template"),
      onDone: () => {
        then();
        void utils.reports.templates.list.invalidate();
      },
    });
  /** The list holds names only: the configuration is read when a template is applied. */
  const apply = (t: Template) =>
    void runAction({
      run: () => utils.reports.templates.get.fetch({ id: t.id }),
      failure: failed("load template"),
      onDone: onApply,
    });
  const confirmDelete = (t: Template) =>
    confirmAction({
      title: "Delete template",
      message: `Delete the template "${t.name}"? Everyone in the organization loses it.`,
      confirmLabel: "Delete",
      danger: true,
      run: () => remove.mutateAsync({ id: t.id }),
      success: { title: "Template deleted", message: "The template was deleted." },
      failure: failed("delete template"),
      onDone: () => void utils.reports.templates.list.invalidate(),
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-templates-title">
      <Title order={3} size="h5" id="report-templates-title">
        Templates
      </Title>
      {canWrite ? (
        <form
          onSubmit={saveForm.onSubmit((values) =>
            save(() => create.mutateAsync({ ...configuration, ...values }), saveForm.reset),
          )}
        >
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
                  <Button size="xs" variant="light" onClick={() => apply(t)} aria-label={`Apply template ${t.name}`}>
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
                        onClick={() => confirmDelete(t)}
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
            if (renaming)
              save(
                () => update.mutateAsync({ id: renaming.id, ...values }),
                () => setRenaming(null),
              );
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
    </Stack>
  );
}
