import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  ADDITIONAL_FORM_PURPOSES,
  FORM_PURPOSES,
  type FormPurpose,
  noLinkedFormMessage,
  SINGLE_SLOT_FORM_PURPOSES,
} from "@stockroom/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { failureText } from "../../lib/failureText";
import { type RouterOutputs, trpc } from "../../trpc";

type TabData = RouterOutputs["forms"]["assetTypeForms"];
type LinkedForm = NonNullable<TabData["intake"]>;

const PURPOSE_TITLES: Record<FormPurpose, string> = {
  intake: "Intake",
  inventory: "Inventory",
  adjustment: "Adjustment",
  transfer: "Transfer",
  audit: "Audit",
  other: "Other",
};

function FormLinks({ formId }: { formId: string }) {
  return (
    <Group gap="xs">
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/preview/$id" params={{ id: formId }} {...props} />}>
        Preview
      </Anchor>
      <Anchor size="sm" renderRoot={(props) => <Link to="/forms/edit/$id" params={{ id: formId }} {...props} />}>
        Edit
      </Anchor>
    </Group>
  );
}

function SlotCard({
  purpose,
  form,
  assetTypeId,
  canWrite,
  onLink,
  onUnlink,
}: {
  purpose: "intake" | "inventory";
  form: LinkedForm | null;
  assetTypeId: string;
  canWrite: boolean;
  onLink: () => void;
  onUnlink: () => void;
}) {
  return (
    <Card withBorder padding="lg" data-testid={`${purpose}-form-card`}>
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {PURPOSE_TITLES[purpose]} Form
        </Title>
        {form ? (
          <>
            <Text fw={500} data-testid={`${purpose}-form-name`}>
              {form.name}
            </Text>
            <Text size="xs" c="dimmed">
              {form.fieldCount} fields
            </Text>
            <Group justify="space-between">
              <FormLinks formId={form.formId} />
              {canWrite ? (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={onLink}>
                    Change
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={onUnlink}>
                    Unlink
                  </Button>
                </Group>
              ) : null}
            </Group>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {noLinkedFormMessage(purpose)}
            </Text>
            {canWrite ? (
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={onLink}>
                  Link Form
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  renderRoot={(props) => (
                    <Link to="/forms/new" search={{ assetType: assetTypeId, purpose }} {...props} />
                  )}
                >
                  Create Form
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}

function LinkFormDialog({
  opened,
  initialPurpose,
  fixedPurpose,
  onClose,
  onLink,
  busy,
}: {
  opened: boolean;
  initialPurpose: FormPurpose;
  fixedPurpose: boolean;
  onClose: () => void;
  onLink: (formId: string, purpose: FormPurpose) => void;
  busy: boolean;
}) {
  const forms = trpc.forms.list.useQuery({ archived: false }, { enabled: opened });
  const [formId, setFormId] = useState<string | null>(null);
  const [purpose, setPurpose] = useState<FormPurpose>(initialPurpose);
  return (
    <Modal opened={opened} onClose={onClose} title="Link Form" centered>
      <Stack gap="sm">
        {forms.isPending ? (
          <Loader size="sm" />
        ) : (
          <Select
            label="Form"
            placeholder="Choose a form"
            searchable
            data={(forms.data?.forms ?? []).map((f) => ({ value: f.id, label: f.name }))}
            value={formId}
            onChange={setFormId}
            data-testid="link-form-select"
          />
        )}
        <Select
          label="Purpose"
          data={FORM_PURPOSES.map((p) => ({ value: p, label: PURPOSE_TITLES[p] }))}
          value={purpose}
          disabled={fixedPurpose}
          allowDeselect={false}
          onChange={(v) => v && setPurpose(v as FormPurpose)}
          data-testid="link-form-purpose"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!formId}
            loading={busy}
            onClick={() => formId && onLink(formId, purpose)}
            data-testid="link-form-confirm"
          >
            Link Form
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The asset type detail page's Forms tab (spec 02 §2): the intake and inventory form
 * cards (single slots), the additional forms (adjustment, transfer, audit, other), the
 * first 4 recommended forms ('Use This Form'), a link dialog and the default forms.
 */
export function AssetTypeFormsTab({ assetTypeId, canWrite }: { assetTypeId: string; canWrite: boolean }) {
  const utils = trpc.useUtils();
  const query = trpc.forms.assetTypeForms.useQuery({ assetTypeId });
  const link = trpc.forms.link.useMutation();
  const unlink = trpc.forms.unlink.useMutation();
  const defaults = trpc.forms.createDefaults.useMutation();
  const [dialog, setDialog] = useState<{ purpose: FormPurpose; fixed: boolean } | null>(null);

  const refresh = async () => {
    await Promise.all([
      utils.forms.assetTypeForms.invalidate({ assetTypeId }),
      utils.forms.list.invalidate(),
      utils.assetTypes.get.invalidate(),
    ]);
  };
  const doLink = async (formId: string, purpose: FormPurpose) => {
    try {
      await link.mutateAsync({ assetTypeId, formId, purpose });
      notifications.show({ color: "green", title: "Form Linked", message: `Linked as the ${purpose} form.` });
      setDialog(null);
    } catch (err) {
      notifications.show({
        color: "red",
        title: "Error",
        message: `Failed to link form. ${failureText(err, "")}`.trim(),
      });
    } finally {
      await refresh();
    }
  };
  const doUnlink = async (purpose: FormPurpose, formId?: string) => {
    try {
      await unlink.mutateAsync({ assetTypeId, purpose, formId: formId ?? null });
      notifications.show({ color: "green", title: "Form Unlinked", message: `The ${purpose} form was unlinked.` });
    } catch (err) {
      notifications.show({
        color: "red",
        title: "Error",
        message: `Failed to unlink form. ${failureText(err, "")}`.trim(),
      });
    } finally {
      await refresh();
    }
  };

  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <Alert color="red" title="Error">
        {failureText(query.error, "Failed to load asset type")}
      </Alert>
    );
  }
  const data = query.data;
  const emptySlot = !data.intake || !data.inventory;

  return (
    <Stack gap="md" data-testid="asset-type-forms">
      {canWrite && emptySlot ? (
        <Alert color="blue" variant="light">
          <Group justify="space-between">
            <Text size="sm">Generate a default intake and inventory form for the empty slots of this asset type.</Text>
            <Button
              size="xs"
              loading={defaults.isPending}
              onClick={async () => {
                try {
                  const res = await defaults.mutateAsync({ assetTypeId });
                  notifications.show({
                    color: "green",
                    title: "Default Forms Created",
                    message: res.created.map((c) => c.name).join(", ") || "Nothing to create",
                  });
                } catch (err) {
                  notifications.show({
                    color: "red",
                    title: "Error",
                    message: failureText(err, "Failed to create default forms"),
                  });
                } finally {
                  await refresh();
                }
              }}
            >
              Generate Default Forms
            </Button>
          </Group>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SINGLE_SLOT_FORM_PURPOSES.map((purpose) => (
          <SlotCard
            key={purpose}
            purpose={purpose}
            form={data[purpose]}
            assetTypeId={assetTypeId}
            canWrite={canWrite}
            onLink={() => setDialog({ purpose, fixed: true })}
            onUnlink={() => doUnlink(purpose)}
          />
        ))}
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="h5">
            Additional Forms
          </Title>
          {canWrite ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ purpose: "other", fixed: false })}>
              Link Form
            </Button>
          ) : null}
        </Group>
        {data.additional.length === 0 ? (
          <Text size="sm" c="dimmed">
            No {ADDITIONAL_FORM_PURPOSES.join(", ")} forms are linked.
          </Text>
        ) : (
          <Stack gap="xs">
            {data.additional.map((f) => (
              <Group key={`${f.formId}-${f.purpose}`} justify="space-between">
                <Group gap="xs">
                  <Text size="sm" fw={500}>
                    {f.name}
                  </Text>
                  <Badge size="sm" variant="light">
                    {f.purpose}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <FormLinks formId={f.formId} />
                  {canWrite ? (
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      onClick={() => doUnlink(f.purpose as FormPurpose, f.formId)}
                    >
                      Unlink
                    </Button>
                  ) : null}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Card>

      {data.recommended.length > 0 ? (
        <Card withBorder padding="lg">
          <Title order={2} fz="h5" mb="sm">
            Recommended Forms
          </Title>
          <Stack gap="xs">
            {data.recommended.map((r) => (
              <Group key={r.form_id} justify="space-between">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {r.form_name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.form_description || r.form_type}
                  </Text>
                </Stack>
                {canWrite ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      doLink(
                        r.form_id,
                        (FORM_PURPOSES as readonly string[]).includes(r.purpose) ? (r.purpose as FormPurpose) : "other",
                      )
                    }
                  >
                    Use This Form
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}

      {dialog ? (
        <LinkFormDialog
          opened
          initialPurpose={dialog.purpose}
          fixedPurpose={dialog.fixed}
          busy={link.isPending}
          onClose={() => setDialog(null)}
          onLink={doLink}
        />
      ) : null}
    </Stack>
  );
}
