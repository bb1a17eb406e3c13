import { REQUIRED_FIELDS_TOAST } from "@stockroom/core";
import { Link, useParams, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { SubmitSearch } from "../../../features/forms/submitSearch";
import { useSubmitContext } from "../../../lib/submitContext";
import { useDynamicForm } from "../../../lib/useDynamicForm";
import { failureText, isNotFoundError, type RouterOutputs, trpc, trpcErrorCode } from "../../../trpc";
import { clearMobileDraft, mobileDraftKey, readMobileDraft, useMobileDraft } from "../../lib/mobileDraft";
import { sendCount } from "../../lib/offlineQueue";
import { Alert, Badge, Button, Dimmed, Loading, Stack, Title, type Tone } from "../../ui";
import { type MobileSubmitOutcome, MobileSubmitSuccess } from "../MobileSubmitSuccess";
import { PhoneFormRenderer } from "./PhoneFormRenderer";

type Loaded = RouterOutputs["forms"]["submitContext"];
type AssetContext = NonNullable<Loaded["asset"]>;
interface Notice {
  /** 'invalid' lasts while a field still has an error. */
  kind: "invalid" | "sent" | "failed";
  tone: Tone;
  title: string;
  text: string;
}

/** Spec 01 §2: the count screen of a mobile QR visit has a minimal layout headed "Mobile". */
function MobileHeader() {
  return (
    // Not a heading: the screen below has the page's one h1.
    <header className="ph-count-header">Mobile</header>
  );
}

/** A count screen that cannot show its form: why, and the way back to the asset's options. */
function Unavailable({ title, text, assetId }: { title: string; text: string; assetId: string | null }) {
  return (
    <>
      <MobileHeader />
      <Title>{title}</Title>
      <p className="ph-text">{text}</p>
      {assetId ? (
        <Link to="/mobile/asset/$assetId" params={{ assetId }} className="ph-btn ph-btn-default" data-size="md">
          Back to the asset
        </Link>
      ) : null}
    </>
  );
}

function CountForm({
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
        title: REQUIRED_FIELDS_TOAST.title,
        text: REQUIRED_FIELDS_TOAST.description,
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
        title: "Submission Error",
        text: "Choose the asset this submission is for.",
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
        title: "Form Submitted",
        text: saved.changed
          ? `Saved. Stock changed from ${saved.previousQuantity} to ${saved.quantity}.`
          : `Saved. Stock unchanged at ${saved.quantity}.`,
      });
      void utils.forms.submitContext.invalidate();
    } catch (err) {
      setNotice({
        kind: "failed",
        tone: "red",
        title: editing ? "Update Failed" : "Submission Failed",
        text: failureText(err, "Please try again."),
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
        {editing ? "Update Entry" : "Submit"}
      </Button>
    </Stack>
  );
}

/**
 * The phone's count screen, /forms/submit/{id}?fromMobileQR=true&type=…&action=… (spec 01
 * "Mobile QR page", spec 02 "Mobile asset workflow"): the form for the asset the options
 * screen handed over in navigation state, with native controls (no Mantine: the phone's
 * JavaScript budget, issue 14). The answers are kept as a draft on the phone, a count made
 * without a connection waits in the offline queue, and the success dialog offers 'Next
 * Asset' and 'Done'. One request before the count: forms.submitContext.
 */
export function PhoneSubmitPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as SubmitSearch;
  return <CountScreen key={id} id={id} search={search} />;
}

function CountScreen({ id, search }: { id: string; search: SubmitSearch }) {
  const { query, assetId, type, action, chosenAsset, chooseAsset, setAction, prefill } = useSubmitContext(id, search);
  const [outcome, setOutcome] = useState<MobileSubmitOutcome | null>(null);

  if (query.isPending) return <Loading text="Loading form..." />;
  if (query.isError) {
    if (trpcErrorCode(query.error) === "UNAUTHORIZED") {
      return (
        <Unavailable
          title="Session ended"
          text="Your PIN session has ended. Enter your PIN again to continue."
          assetId={assetId}
        />
      );
    }
    return isNotFoundError(query.error) ? (
      <Unavailable title="Form Not Found" text={failureText(query.error, "Form Not Found")} assetId={assetId} />
    ) : (
      <Unavailable title="Error" text="Failed to load form. Please try again." assetId={assetId} />
    );
  }

  const data = query.data;
  const asset = data.asset;
  return (
    <>
      <MobileHeader />
      <Stack gap={4}>
        <Title>{data.form.name}</Title>
        {data.form.description ? <Dimmed>{data.form.description}</Dimmed> : null}
      </Stack>

      {data.form.fields === null ? (
        <Alert tone="red" role="alert">
          Form schema is missing or invalid. Please contact your administrator.
        </Alert>
      ) : null}

      {asset ? (
        <div className="ph-card ph-count-asset" data-testid="submit-asset">
          <div className="ph-grow">
            <p className="ph-text ph-strong">{asset.name}</p>
            <Dimmed>
              {asset.assetTypeName}
              {asset.purpose ? ` · ${asset.purpose} form` : ""}
            </Dimmed>
          </div>
          <Badge data-testid="current-stock">Current stock: {asset.quantity}</Badge>
        </div>
      ) : (
        <div className="ph-field">
          <label className="ph-label" htmlFor="submit-asset-select">
            Asset
          </label>
          <select
            id="submit-asset-select"
            className="ph-select"
            value={chosenAsset ?? ""}
            onChange={(e) => chooseAsset(e.currentTarget.value || null)}
            data-testid="submit-asset-select"
          >
            <option value="">
              {data.assetChoices.length ? "Choose the asset this submission is for" : "No assets use this form"}
            </option>
            {data.assetChoices.map((a) => (
              <option key={a.id} value={a.id}>
                {`${a.name} (${a.assetTypeName})`}
              </option>
            ))}
          </select>
        </div>
      )}

      {asset && !asset.linked ? (
        <Alert tone="red" role="alert">
          Form is not linked to this asset type
        </Alert>
      ) : null}

      {asset?.editMode && asset.existingSubmission ? (
        <Alert tone="blue" title="Editing this month's entry" data-testid="edit-mode">
          <Stack gap={8}>
            <p className="ph-text">
              This form was already submitted for {asset.name} this month. Saving updates that entry and adjusts the
              stock accordingly.
            </p>
            <Button variant="default" onClick={() => setAction("new")}>
              Create New Entry Instead
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {asset && !asset.editMode && asset.existingSubmission && action === "new" ? (
        <Alert tone="blue" data-testid="new-entry-mode">
          <Stack gap={8}>
            <p className="ph-text">You are adding a new entry for this month.</p>
            <Button variant="default" onClick={() => setAction(undefined)}>
              Edit Existing Entry Instead
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <CountForm
        key={`${asset?.id ?? "none"}-${asset?.editMode ? (asset.existingSubmission?.id ?? "") : "new"}`}
        data={data}
        asset={asset}
        prefill={prefill}
        type={type}
        onOutcome={setOutcome}
      />
      <MobileSubmitSuccess outcome={outcome} assetId={asset?.id ?? null} onClose={() => setOutcome(null)} />
    </>
  );
}
