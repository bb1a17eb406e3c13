import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { reportTemplateInput } from "@stockroom/core";
import { useState } from "react";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { useZodForm } from "../../lib/form";
import { errorMessage, type RouterInputs, type RouterOutputs, trpc } from "../../trpc";
import { translatedInputProps } from "./reportTexts";

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
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const templates = trpc.reports.templates.list.useQuery();
  const [renaming, setRenaming] = useState<Template | null>(null);
  const create = trpc.reports.templates.create.useMutation();
  const update = trpc.reports.templates.update.useMutation();
  const remove = trpc.reports.templates.delete.useMutation();
  const saveForm = useZodForm<NameValues>(templateNameInput, { initialValues: { name: "", description: "" } });
  const renameForm = useZodForm<NameValues>(templateNameInput, { initialValues: { name: "", description: "" } });

  /** A failed action's toast: the action's sentence and the server's reason (already in the screen's language). */
  const failed = (sentence: (reason: string) => string) => (err: unknown) => ({
    message: sentence(errorMessage(err, t`An unexpected error occurred.`)),
  });
  /** Save or rename: 'Template saved', the list refreshed, then `then` (clear the form, close the dialog). */
  const save = (run: () => Promise<{ name: string }>, then: () => void) =>
    void runAction({
      run,
      success: (item) => ({ title: t`Template saved`, message: t`"${item.name}" was saved.` }),
      failure: failed((reason) => t`Failed to save template: ${reason}`),
      onDone: () => {
        then();
        void utils.reports.templates.list.invalidate();
      },
    });
  /** The list holds names only: the configuration is read when a template is applied. */
  const apply = (item: Template) =>
    void runAction({
      run: () => utils.reports.templates.get.fetch({ id: item.id }),
      failure: failed((reason) => t`Failed to load template: ${reason}`),
      onDone: onApply,
    });
  const confirmDelete = (item: Template) =>
    confirmAction({
      title: t`Delete template`,
      message: t`Delete the template "${item.name}"? Everyone in the organization loses it.`,
      confirmLabel: t`Delete`,
      danger: true,
      run: () => remove.mutateAsync({ id: item.id }),
      success: { title: t`Template deleted`, message: t`The template was deleted.` },
      failure: failed((reason) => t`Failed to delete template: ${reason}`),
      onDone: () => void utils.reports.templates.list.invalidate(),
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby="report-templates-title">
      <Title order={3} size="h5" id="report-templates-title">
        <Trans>Templates</Trans>
      </Title>
      {canWrite ? (
        <form
          onSubmit={saveForm.onSubmit((values) =>
            save(() => create.mutateAsync({ ...configuration, ...values }), saveForm.reset),
          )}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={t`Template name`}
              placeholder={t`e.g. Monthly paint count`}
              style={{ flex: "1 1 180px" }}
              {...translatedInputProps(saveForm, "name")}
            />
            <TextInput
              label={t`Description`}
              placeholder={t`Optional`}
              style={{ flex: "1 1 180px" }}
              {...translatedInputProps(saveForm, "description")}
            />
            <Button type="submit" mt={25} loading={create.isPending}>
              <Trans>Save Template</Trans>
            </Button>
          </Group>
        </form>
      ) : null}
      {templates.isError ? (
        <Text c="red" size="sm">
          <Trans>Failed to load templates</Trans>
        </Text>
      ) : templates.data && templates.data.length > 0 ? (
        <Stack gap={4} data-testid="report-templates">
          {templates.data.map((item) => (
            <Paper
              key={item.id}
              withBorder
              p="xs"
              bg={item.id === activeId ? "var(--mantine-primary-color-light)" : undefined}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {item.name}
                  </Text>
                  {item.description ? (
                    <Text size="xs" c="dimmed" truncate>
                      {item.description}
                    </Text>
                  ) : null}
                </div>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => apply(item)}
                    aria-label={t`Apply template ${item.name}`}
                  >
                    <Trans>Apply</Trans>
                  </Button>
                  {canWrite ? (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t`Rename template ${item.name}`}
                        onClick={() => {
                          renameForm.setValues({ name: item.name, description: item.description });
                          setRenaming(item);
                        }}
                      >
                        ✎
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Delete template ${item.name}`}
                        onClick={() => confirmDelete(item)}
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
          <Trans>No templates saved yet.</Trans>
        </Text>
      ) : null}

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title={t`Rename template`}>
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
            <TextInput label={t`Template name`} data-autofocus {...translatedInputProps(renameForm, "name")} />
            <TextInput label={t`Description`} {...translatedInputProps(renameForm, "description")} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRenaming(null)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={update.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
