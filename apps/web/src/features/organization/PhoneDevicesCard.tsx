import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmAction, runAction } from "../../lib/confirmAction";
import { useDateFormat } from "../../lib/formatDate";
import { errorMessage, type RouterOutputs, trpc } from "../../trpc";
import { DataTable, type DataTableColumn } from "../../ui/DataTable";

type PhoneDevice = RouterOutputs["phones"]["list"]["devices"][number];

/**
 * Organization settings › Members › Phones (issue 21): a quick access PIN is accepted only on
 * a phone enrolled for this organization — by a member's full sign-in on it, or by the
 * one-time code shown here. Lists the enrolled phones with their failed PINs today and any
 * lock; an administrator clears a lock or revokes a phone.
 */
export function PhoneDevicesCard() {
  const { t } = useLingui();
  const format = useDateFormat();
  const utils = trpc.useUtils();
  const phones = trpc.phones.list.useQuery();
  const createCode = trpc.phones.createEnrollmentCode.useMutation();
  const revoke = trpc.phones.revoke.useMutation();
  const clearLock = trpc.phones.clearLock.useMutation();
  const [code, setCode] = useState<{ code: string; expiresAt: Date } | null>(null);
  const refresh = () => utils.phones.list.invalidate();

  const columns: DataTableColumn<PhoneDevice>[] = [
    {
      accessor: "enrolledByName",
      title: t`Enrolled by`,
      render: (d) =>
        d.method === "code"
          ? t`${d.enrolledByName?.trim() || d.enrolledByEmail} (code)`
          : t`${d.enrolledByName?.trim() || d.enrolledByEmail} (sign-in)`,
    },
    { accessor: "createdAt", title: t`Enrolled`, render: (d) => format.date(d.createdAt) },
    { accessor: "lastUsedAt", title: t`Last PIN`, render: (d) => (d.lastUsedAt ? format.dateTime(d.lastUsedAt) : "—") },
    {
      accessor: "failuresToday",
      title: t`Failed PINs today`,
      render: (d) =>
        d.lockedUntil ? t`${d.failuresToday} — locked until ${format.dateTime(d.lockedUntil)}` : d.failuresToday,
    },
    {
      accessor: "actions",
      title: t`Actions`,
      render: (d) => (
        <Group gap={4} wrap="nowrap">
          {d.lockedUntil || d.failuresToday > 0 ? (
            <Button
              size="xs"
              variant="subtle"
              aria-label={t`Clear the PIN lock of the phone enrolled by ${d.enrolledByName?.trim() || d.enrolledByEmail}`}
              onClick={() =>
                void runAction({
                  run: () => clearLock.mutateAsync({ deviceId: d.id }),
                  failure: (error) => ({ message: errorMessage(error, t`Failed to clear the lock`) }),
                  onDone: refresh,
                })
              }
            >
              <Trans>Clear lock</Trans>
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t`Revoke the phone enrolled by ${d.enrolledByName?.trim() || d.enrolledByEmail}`}
            onClick={() =>
              confirmAction({
                title: t`Revoke this phone?`,
                message: t`A PIN will not be accepted on it until it is enrolled again.`,
                confirmLabel: t`Revoke`,
                danger: true,
                run: () => revoke.mutateAsync({ deviceId: d.id }),
                failure: (error) => ({ message: errorMessage(error, t`Failed to revoke the phone`) }),
                onDone: refresh,
              })
            }
          >
            <Trans>Revoke</Trans>
          </Button>
        </Group>
      ),
    },
  ];

  const org = phones.data?.organization;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="phone-devices">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="lg">
          <Trans>Phones for quick access PIN</Trans>
        </Title>
        <Button
          variant="default"
          loading={createCode.isPending}
          onClick={() =>
            void runAction({
              run: () => createCode.mutateAsync(),
              failure: (error) => ({ message: errorMessage(error, t`Failed to create an enrollment code`) }),
              onDone: (result) => setCode(result),
            })
          }
          data-testid="create-enrollment-code"
        >
          <Trans>Show enrollment code</Trans>
        </Button>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          <Trans>
            A quick access PIN works only on a phone set up for this organization: a member signs in once on it with
            email and password, or types the code shown here after scanning a label.
          </Trans>
        </Text>
        {code ? (
          <Alert color="blue" title={t`Enrollment code`} data-testid="enrollment-code-box">
            <Text ff="monospace" fz="xl" fw={700} data-testid="enrollment-code">
              {code.code}
            </Text>
            <Text size="sm">
              {t`Type it on the phone. It sets up one phone and expires at ${format.time(code.expiresAt)}.`}
            </Text>
          </Alert>
        ) : null}
        {org ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" data-testid="org-pin-failures">
              <Trans>
                Failed PINs in this organization today: {org.failuresToday} (after {org.ceiling}, each further failure
                stops its phone for a day)
              </Trans>
            </Text>
            {org.failuresToday > 0 ? (
              <Button
                size="xs"
                variant="subtle"
                onClick={() =>
                  void runAction({
                    run: () => clearLock.mutateAsync({ deviceId: null }),
                    failure: (error) => ({ message: errorMessage(error, t`Failed to clear the count`) }),
                    onDone: refresh,
                  })
                }
              >
                <Trans>Clear count</Trans>
              </Button>
            ) : null}
          </Group>
        ) : null}
        <DataTable<PhoneDevice>
          data-testid="phone-devices-table"
          records={phones.data?.devices ?? []}
          fetching={phones.isPending}
          columns={columns}
          empty={{ title: t`No phones are set up yet.` }}
        />
      </Stack>
    </Paper>
  );
}
