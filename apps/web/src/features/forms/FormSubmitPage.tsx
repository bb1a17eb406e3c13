import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { REQUIRED_FIELDS_TOAST } from "@stockroom/core";
import { useState } from "react";
import { formatNumber } from "../../i18n/format";
import { failureText } from "../../lib/failureText";
import { useSubmitContext } from "../../lib/submitContext";
import { isNotFoundError, trpc } from "../../trpc";
import { PageLoader } from "../../ui/LoadingScreen";
import { SubmitNextStep } from "../inventory/SubmitNextStep";
import { coreText } from "./coreMessages";
import { FormRenderer } from "./FormRenderer";
import { FormUnavailable } from "./FormUnavailable";
import { purposeWord } from "./formDraft";
import type { SubmitContext } from "./formTypes";
import type { SubmitSearch } from "./submitSearch";
import { useDynamicForm } from "./useDynamicForm";

type Loaded = SubmitContext;
interface SubmitResult {
  previous: number;
  quantity: number;
  changed: boolean;
}
type AssetContext = NonNullable<Loaded["asset"]>;

function SubmitForm({
  data,
  asset,
  prefill,
  type,
  onSubmitted,
}: {
  data: Loaded;
  asset: AssetContext | null;
  prefill: Record<string, unknown> | undefined;
  type: string | undefined;
  onSubmitted: (result: SubmitResult) => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const submit = trpc.forms.submit.useMutation();
  const fields = data.form.fields ?? [];
  const editing = asset?.editMode === true && asset.existingSubmission !== null;
  const form = useDynamicForm({
    fields,
    rules: data.form.rules,
    dependencies: data.form.dependencies,
    mapped: asset?.mapped,
    currentQuantity: asset?.quantity ?? null,
    initialValues: editing ? (asset?.existingSubmission?.values ?? undefined) : prefill,
  });

  const onSubmit = async () => {
    const checked = form.validate();
    if (!checked.ok) {
      notifications.show({
        color: "red",
        title: coreText(REQUIRED_FIELDS_TOAST.title),
        message: coreText(REQUIRED_FIELDS_TOAST.description),
      });
      return;
    }
    if (!asset) {
      notifications.show({
        color: "red",
        title: t`Submission Error`,
        message: t`Choose the asset this submission is for.`,
      });
      return;
    }
    try {
      const input = {
        formId: data.form.id,
        assetId: asset.id,
        values: checked.values,
        type: asset.purpose ?? type ?? null,
        submissionId: editing ? (asset.existingSubmission?.id ?? null) : null,
      };
      const saved = await submit.mutateAsync(input);
      onSubmitted({ previous: saved.previousQuantity, quantity: saved.quantity, changed: saved.changed });
      notifications.show({
        color: "green",
        title: t`Form Submitted`,
        message: saved.changed
          ? t`Stock changed from ${formatNumber(saved.previousQuantity)} to ${formatNumber(saved.quantity)}.`
          : saved.mode === "updated"
            ? t`Entry updated; stock unchanged at ${formatNumber(saved.quantity)}.`
            : t`Submission saved; stock unchanged at ${formatNumber(saved.quantity)}.`,
      });
      await utils.forms.submitContext.invalidate();
      await utils.forms.submissions.invalidate();
    } catch (err) {
      notifications.show({
        color: "red",
        title: editing ? t`Update Failed` : t`Submission Failed`,
        message: failureText(err, t`Please try again.`),
      });
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <FormRenderer
          fields={fields}
          form={form}
          stock={asset ? { starting: asset.startingQuantity, added: asset.addedThisMonth } : null}
          disabled={submit.isPending}
        />
        <Group>
          <Button
            onClick={onSubmit}
            loading={submit.isPending}
            disabled={submit.isPending || (asset !== null && !asset.linked) || fields.length === 0}
            data-testid="submit-form"
          >
            {editing ? t`Update Entry` : t`Submit`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /forms/submit/{id} in the admin app: the form for an asset (query asset_id, type,
 * action=new; or the navigation state of spec 02 §2). It opens in edit mode with this
 * month's earlier answers when the server says so ('Create New Entry Instead' /
 * 'Edit Existing Entry Instead'), and submits in one server call that moves the stock.
 * A phone's visit (fromMobileQR) is the phone app's count screen (phone/screens/count):
 * the server sends phone.html for it, so it never reaches this page.
 */
export function FormSubmitPage({ id, search }: { id: string; search: SubmitSearch }) {
  const { t } = useLingui();
  const { query, type, action, chosenAsset, chooseAsset, setAction, prefill } = useSubmitContext(id, search);
  const [result, setResult] = useState<SubmitResult | null>(null);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const notFound = isNotFoundError(query.error);
    return notFound ? (
      <FormUnavailable title={t`Form Not Found`} message={failureText(query.error, t`Form Not Found`)} />
    ) : (
      <FormUnavailable title={t`Error`} message={t`Failed to load form. Please try again.`} />
    );
  }

  const data = query.data;
  const asset = data.asset;
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          {data.form.name}
        </Title>
        {data.form.description ? <Text c="dimmed">{data.form.description}</Text> : null}
      </Stack>

      {data.form.fields === null ? (
        <Alert color="red">
          <Trans>Form schema is missing or invalid. Please contact your administrator.</Trans>
        </Alert>
      ) : null}

      {asset ? (
        <Card withBorder padding="md" data-testid="submit-asset">
          <Group justify="space-between">
            <Stack gap={0}>
              <Text fw={600}>{asset.name}</Text>
              <Text size="sm" c="dimmed">
                {asset.assetTypeName}
                {asset.purpose ? t` · ${purposeWord(asset.purpose)} form` : ""}
              </Text>
            </Stack>
            <Badge size="lg" variant="light" data-testid="current-stock">
              <Trans>Current stock: {formatNumber(asset.quantity)}</Trans>
            </Badge>
          </Group>
        </Card>
      ) : (
        <Select
          label={t`Asset`}
          placeholder={
            data.assetChoices.length ? t`Choose the asset this submission is for` : t`No assets use this form`
          }
          data={data.assetChoices.map((a) => ({ value: a.id, label: `${a.name} (${a.assetTypeName})` }))}
          value={chosenAsset}
          onChange={chooseAsset}
          searchable
          data-testid="submit-asset-select"
        />
      )}

      {asset && !asset.linked ? (
        <Alert color="red">
          <Trans>Form is not linked to this asset type</Trans>
        </Alert>
      ) : null}

      {asset?.editMode && asset.existingSubmission ? (
        <Alert color="blue" variant="light" title={t`Editing this month's entry`} data-testid="edit-mode">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>
                This form was already submitted for {asset.name} this month. Saving updates that entry and adjusts the
                stock accordingly.
              </Trans>
            </Text>
            <Button size="xs" variant="default" w="fit-content" onClick={() => setAction("new")}>
              <Trans>Create New Entry Instead</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {asset && !asset.editMode && asset.existingSubmission && action === "new" ? (
        <Alert color="gray" variant="light" data-testid="new-entry-mode">
          <Group justify="space-between">
            <Text size="sm">
              <Trans>You are adding a new entry for this month.</Trans>
            </Text>
            <Button size="xs" variant="default" onClick={() => setAction(undefined)}>
              <Trans>Edit Existing Entry Instead</Trans>
            </Button>
          </Group>
        </Alert>
      ) : null}

      {result ? (
        <Alert color="green" variant="light" data-testid="submit-result">
          {result.changed
            ? t`Saved. Stock changed from ${formatNumber(result.previous)} to ${formatNumber(result.quantity)}.`
            : t`Saved. Stock unchanged at ${formatNumber(result.quantity)}.`}
        </Alert>
      ) : null}

      {result && asset ? (
        <SubmitNextStep formId={data.form.id} asset={asset} type={type} onSubmitAgain={() => setResult(null)} />
      ) : (
        <SubmitForm
          onSubmitted={setResult}
          key={`${asset?.id ?? "none"}-${asset?.editMode ? (asset.existingSubmission?.id ?? "") : "new"}`}
          data={data}
          asset={asset}
          prefill={prefill}
          type={type}
        />
      )}
    </Stack>
  );
}
