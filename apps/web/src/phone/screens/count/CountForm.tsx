import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { formatNumber } from "../../../i18n/format";
import { useDynamicForm } from "../../../lib/useDynamicForm";
import { failureText, type RouterOutputs, trpc } from "../../../trpc";
import { clearMobileDraft, mobileDraftKey, readMobileDraft, useMobileDraft } from "../../lib/mobileDraft";
import { sendCount } from "../../lib/offlineQueue";
import { Alert, Button, Stack, type Tone } from "../../ui";
import type { MobileSubmitOutcome } from "../MobileSubmitSuccess";
import { PhoneFormRenderer } from "./PhoneFormRenderer";

export type Loaded = RouterOutputs["forms"]["submitContext"];
export type AssetContext = NonNullable<Loaded["asset"]>;
interface Notice {
  /** 'invalid' lasts while a field still has an error. */
  kind: "invalid" | "sent" | "failed";
  tone: Tone;
  title: string;
  text: string;
}

/**
 * The count itself: the form (a draft kept on the phone while it is typed), its check, and
 * the send (kept in the offline queue first, so a count made without a connection waits).
 */
export function CountForm({
  data,
  asset,
  prefill,
  type,
  onOutcome,
}: {
  data: Loaded;
  asset: AssetContext | null;
  prefill: Record<string, unknown> | undefined;
  type: string | undefined;
  onOutcome: (outcome: MobileSubmitOutcome) => void;
}) {
  const { t } = useLingui();
  const utils = trpc.useUtils();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const fields = data.form.fields ?? [];
  const editing = asset?.editMode === true && asset.existingSubmission !== null;
  const draftKey = mobileDraftKey(data.form.id, asset?.id);
  // Nothing typed is lost on reload: the answers are kept on the phone until the count is made.
  const [draft] = useState(() => readMobileDraft(draftKey));
  const form = useDynamicForm({
    fields,
    rules: data.form.rules,
    dependencies: data.form.dependencies,
    mapped: asset?.mapped,
    currentQuantity: asset?.quantity ?? null,
    initialValues: draft ?? (editing ? (asset?.existingSubmission?.values ?? undefined) : prefill),
  });
  useMobileDraft(draftKey, form.values);
  const shown = notice?.kind === "invalid" && Object.keys(form.errors).length === 0 ? null : notice;

  const onSubmit = async () => {
    setNotice(null);
    const checked = form.validate();
    if (!checked.ok) {
      setNotice({
        kind: "invalid",
        tone: "red",
        title: t`Validation Error`,
        text: t`Please fill all required fields.`,
      });
      // The first field to fix, which may be above the fold of a long form.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[data-testid="form-renderer"] [aria-invalid="true"]')?.focus();
      });
      return;
    }
    if (!asset) {
      setNotice({
        kind: "failed",
        tone: "red",
        title: t`Submission Error`,
        text: t`Choose the asset this submission is for.`,
      });
      return;
    }
    setSending(true);
    try {
      // Kept on the phone first (IndexedDB, a client-made id), then sent; queued without a connection.
      const sent = await sendCount(
        {
          formId: data.form.id,
          assetId: asset.id,
          values: checked.values,
          type: asset.purpose ?? type ?? null,
          submissionId: editing ? (asset.existingSubmission?.id ?? null) : null,
        },
        asset.name,
      );
      clearMobileDraft(draftKey);
      if (sent.status === "queued") {
        onOutcome(sent);
        return;
      }
      const saved = sent.result;
      onOutcome({ status: "sent", previous: saved.previousQuantity, quantity: saved.quantity, changed: saved.changed });
      setNotice({
        kind: "sent",
        tone: "green",
        title: t`Form Submitted`,
        text: saved.changed
          ? t`Saved. Stock changed from ${formatNumber(saved.previousQuantity)} to ${formatNumber(saved.quantity)}.`
          : t`Saved. Stock unchanged at ${formatNumber(saved.quantity)}.`,
      });
      void utils.forms.submitContext.invalidate();
    } catch (err) {
      setNotice({
        kind: "failed",
        tone: "red",
        title: editing ? t`Update Failed` : t`Submission Failed`,
        text: failureText(err, t`Please try again.`),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={16}>
      <PhoneFormRenderer
        formId={data.form.id}
        fields={fields}
        form={form}
        stock={asset ? { starting: asset.startingQuantity, added: asset.addedThisMonth } : null}
        disabled={sending}
      />
      {shown ? (
        <Alert
          tone={shown.tone}
          title={shown.title}
          role={shown.tone === "red" ? "alert" : "status"}
          data-testid={shown.kind === "sent" ? "submit-result" : "submit-notice"}
        >
          {shown.text}
        </Alert>
      ) : null}
      <Button
        size="lg"
        full
        onClick={() => void onSubmit()}
        disabled={sending || (asset !== null && !asset.linked) || fields.length === 0}
        aria-busy={sending || undefined}
        data-testid="submit-form"
      >
        {editing ? t`Update Entry` : t`Submit`}
      </Button>
    </Stack>
  );
}
