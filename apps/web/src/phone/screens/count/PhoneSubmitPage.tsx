import { Trans, useLingui } from "@lingui/react/macro";
import { useParams, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import type { SubmitSearch } from "../../../features/forms/submitSearch";
import { useSubmitContext } from "../../../lib/submitContext";
import { failureText, isNotFoundError, trpcErrorCode } from "../../../trpc";
import { submitContextAnswer } from "../../lib/phoneAnswers";
import { Alert, Dimmed, Loading, Stack, Title } from "../../ui";
import { type MobileSubmitOutcome, MobileSubmitSuccess } from "../MobileSubmitSuccess";
import { CountForm } from "./CountForm";
import { CountAsset, EntryMode, MobileHeader, Unavailable } from "./CountScreenParts";

/**
 * The phone's count screen, /forms/submit/{id}?fromMobileQR=true&type=…&action=… (spec 01
 * "Mobile QR page", spec 02 "Mobile asset workflow"): the form for the asset the options
 * screen handed over in navigation state, with native controls (no Mantine: the phone's
 * JavaScript budget, issue 14). The answers are kept as a draft on the phone, a count made
 * without a connection waits in the offline queue, and the success dialog offers 'Next
 * Asset' and 'Done'. One request before the count: forms.submitContext (without a
 * connection, the copy this phone kept for its session: phone/lib/offlineAnswers.ts).
 */
export function PhoneSubmitPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as SubmitSearch;
  return <CountScreen key={id} id={id} search={search} />;
}

function CountScreen({ id, search }: { id: string; search: SubmitSearch }) {
  const { t } = useLingui();
  const { query, assetId, type, action, chosenAsset, chooseAsset, setAction, prefill } = useSubmitContext(
    id,
    search,
    submitContextAnswer,
  );
  const [outcome, setOutcome] = useState<MobileSubmitOutcome | null>(null);

  if (query.isPending) return <Loading text={t`Loading form...`} />;
  if (query.isError) {
    if (trpcErrorCode(query.error) === "UNAUTHORIZED") {
      return (
        <Unavailable
          title={t`Session ended`}
          text={t`Your PIN session has ended. Enter your PIN again to continue.`}
          assetId={assetId}
        />
      );
    }
    return isNotFoundError(query.error) ? (
      <Unavailable title={t`Form Not Found`} text={failureText(query.error, t`Form Not Found`)} assetId={assetId} />
    ) : (
      <Unavailable title={t`Error`} text={t`Failed to load form. Please try again.`} assetId={assetId} />
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
          <Trans>Form schema is missing or invalid. Please contact your administrator.</Trans>
        </Alert>
      ) : null}

      <CountAsset data={data} chosenAsset={chosenAsset} chooseAsset={chooseAsset} />

      {asset && !asset.linked ? (
        <Alert tone="red" role="alert">
          <Trans>Form is not linked to this asset type</Trans>
        </Alert>
      ) : null}

      {asset ? <EntryMode asset={asset} action={action} setAction={setAction} /> : null}

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
