import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useDateFormat } from "../../lib/formatDate";
import { trpc } from "../../trpc";
import { DataTable } from "../../ui/DataTable";
import { SectionCard } from "../../ui/SectionCard";
import { tabQueryState } from "./tabQueryState";

/** Tab 'forms': pending forms (with Submit) and submissions, latest first, with form and submitter names. */
export function AssetFormsTab({ assetId }: { assetId: string }) {
  const { t } = useLingui();
  const format = useDateFormat();
  const query = trpc.assets.formActivity.useQuery({ id: assetId });
  const pending = tabQueryState(query);
  if (pending || !query.data) return pending;
  const { submissions, pendingForms } = query.data;
  return (
    <Stack gap="md">
      <SectionCard title={t`Pending Forms`}>
        {pendingForms.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No forms are due for this asset.</Trans>
          </Text>
        ) : (
          <Stack gap="xs">
            {pendingForms.map((f) => (
              <Group key={f.formId} justify="space-between">
                <Group gap="xs">
                  <Text fw={500}>{f.formName}</Text>
                  <Text size="sm" c="dimmed">
                    <Trans>due</Trans> {format.day(f.dueDate)}
                  </Text>
                  {f.isOverdue ? (
                    <Badge color="red" size="sm">
                      <Trans>Overdue</Trans>
                    </Badge>
                  ) : null}
                </Group>
                <Button
                  size="xs"
                  renderRoot={(props) => (
                    <Link to="/forms/submit/$id" params={{ id: f.formId }} search={{ asset_id: assetId }} {...props} />
                  )}
                >
                  <Trans>Submit</Trans>
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </SectionCard>
      <SectionCard title={t`Submissions`}>
        {submissions.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No forms have been submitted for this asset yet.</Trans>
          </Text>
        ) : (
          <DataTable
            label={t`Forms of this asset type`}
            records={submissions}
            columns={[
              { accessor: "formName", title: t`Form` },
              { accessor: "submittedByName", title: t`Submitted by`, render: (s) => s.submittedByName ?? "—" },
              { accessor: "monthYear", title: t`Month` },
              { accessor: "createdAt", title: t`Date`, render: (s) => format.dateTime(s.createdAt) },
            ]}
          />
        )}
      </SectionCard>
    </Stack>
  );
}
