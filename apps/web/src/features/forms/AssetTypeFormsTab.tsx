import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  ADDITIONAL_FORM_PURPOSES,
  type FormLinkInput,
  type FormPurpose,
  SINGLE_SLOT_FORM_PURPOSES,
} from "@stockroom/core";
import { useState } from "react";
import { runAction } from "../../lib/confirmAction";
import { failureText } from "../../lib/failureText";
import { trpc } from "../../trpc";
import { FormSlotCard, LinkedFormLinks } from "./FormSlotCard";
import { purposeOf, purposeWord } from "./formDraft";
import { LinkFormDialog } from "./LinkFormDialog";

/**
 * The asset type detail page's Forms tab (spec 02 §2): the intake and inventory form
 * cards (single slots), the additional forms (adjustment, transfer, audit, other), the
 * first 4 recommended forms ('Use This Form'), a link dialog and the default forms.
 */
export function AssetTypeFormsTab({ assetTypeId, canWrite }: { assetTypeId: string; canWrite: boolean }) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const query = trpc.forms.assetTypeForms.useQuery({ assetTypeId });
  const link = trpc.forms.link.useMutation();
  const unlink = trpc.forms.unlink.useMutation();
  const defaults = trpc.forms.createDefaults.useMutation();
  const [dialog, setDialog] = useState<{ purpose: FormPurpose; fixed: boolean } | null>(null);

  const refresh = () =>
    Promise.all([
      utils.forms.assetTypeForms.invalidate({ assetTypeId }),
      utils.forms.list.invalidate(),
      utils.assetTypes.get.invalidate(),
    ]);
  // Refreshed after a failure too: the slot may have changed under the user.
  const doLink = async (input: Omit<FormLinkInput, "assetTypeId">) => {
    const linked = await runAction({
      run: () => link.mutateAsync({ assetTypeId, ...input }),
      success: { title: t`Form Linked`, message: t`Linked as the ${purposeWord(input.purpose)} form.` },
      failure: (error) => ({ message: t`Failed to link form. ${failureText(error, "")}`.trim() }),
    });
    if (linked) setDialog(null);
    await refresh();
  };
  const doUnlink = async (purpose: FormPurpose, formId?: string) => {
    await runAction({
      run: () => unlink.mutateAsync({ assetTypeId, purpose, formId: formId ?? null }),
      success: { title: t`Form Unlinked`, message: t`The ${purposeWord(purpose)} form was unlinked.` },
      failure: (error) => ({ message: t`Failed to unlink form. ${failureText(error, "")}`.trim() }),
    });
    await refresh();
  };
  const createDefaults = async () => {
    await runAction({
      run: () => defaults.mutateAsync({ assetTypeId }),
      success: (res) => ({
        title: t`Default Forms Created`,
        message: res.created.map((c) => c.name).join(", ") || t`Nothing to create`,
      }),
      failure: (error) => ({ message: failureText(error, t`Failed to create default forms`) }),
    });
    await refresh();
  };

  if (query.isPending) return <Loader />;
  if (query.isError) {
    return (
      <Alert color="red" title={t`Error`}>
        {failureText(query.error, t`Failed to load asset type`)}
      </Alert>
    );
  }
  const data = query.data;

  return (
    <Stack gap="md" data-testid="asset-type-forms">
      {canWrite && (!data.intake || !data.inventory) ? (
        <Alert color="blue" variant="light">
          <Group justify="space-between">
            <Text size="sm">
              <Trans>Generate a default intake and inventory form for the empty slots of this asset type.</Trans>
            </Text>
            <Button size="xs" loading={defaults.isPending} onClick={createDefaults}>
              <Trans>Generate Default Forms</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SINGLE_SLOT_FORM_PURPOSES.map((purpose) => (
          <FormSlotCard
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
            <Trans>Additional Forms</Trans>
          </Title>
          {canWrite ? (
            <Button size="xs" variant="light" onClick={() => setDialog({ purpose: "other", fixed: false })}>
              <Trans>Link Form</Trans>
            </Button>
          ) : null}
        </Group>
        {data.additional.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No ${ADDITIONAL_FORM_PURPOSES.map(purposeWord).join(", ")} forms are linked.`}
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
                    {purposeWord(f.purpose)}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <LinkedFormLinks formId={f.formId} />
                  {canWrite ? (
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="subtle"
                      onClick={() => doUnlink(f.purpose as FormPurpose, f.formId)}
                    >
                      <Trans>Unlink</Trans>
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
            <Trans>Recommended Forms</Trans>
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
                    onClick={() => doLink({ formId: r.form_id, purpose: purposeOf(r.purpose) })}
                  >
                    <Trans>Use This Form</Trans>
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        </Card>
      ) : null}

      {dialog ? (
        <LinkFormDialog
          assetTypeId={assetTypeId}
          initialPurpose={dialog.purpose}
          fixedPurpose={dialog.fixed}
          busy={link.isPending}
          onClose={() => setDialog(null)}
          onLink={({ formId, purpose }) => doLink({ formId, purpose })}
        />
      ) : null}
    </Stack>
  );
}
