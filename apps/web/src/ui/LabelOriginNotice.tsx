import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Code, Select, Stack, Text } from "@mantine/core";
import type { RouterOutputs } from "../trpc";

export type LabelOrigin = RouterOutputs["assets"]["labelOrigin"];

/**
 * Says when the labels would encode an address no phone can open (the server's link
 * origin is localhost or 127.0.0.1 and PUBLIC_URL is unset), and offers the server's LAN
 * address instead. Nothing is shown when PUBLIC_URL is set or the link origin is reachable.
 * "This page is open at" names the browser's own address, which only the browser knows.
 */
export function LabelOriginNotice({
  origin,
  value,
  onChange,
}: {
  origin: LabelOrigin;
  value: string;
  onChange: (origin: string) => void;
}) {
  const { t } = useLingui();
  if (origin.source === "public_url" || origin.source === "request") return null;
  const choices = [...origin.lanOrigins, origin.linkOrigin];
  return (
    <Alert color="yellow" title={t`Phones cannot open this address`} data-testid="label-origin-notice">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            This page is open at <Code>{window.location.origin}</Code>, which only this computer can reach, and{" "}
            <Code>PUBLIC_URL</Code> is not set.{" "}
          </Trans>
          {origin.source === "lan"
            ? t`The labels use the server's network address instead, which phones on the same network can open. Set PUBLIC_URL to the address phones use before printing labels for good.`
            : t`The server found no network address of its own: set PUBLIC_URL to the address phones use and restart the server before printing.`}
        </Text>
        {origin.source === "lan" ? (
          <Select
            label={t`Address encoded in the labels`}
            data={choices}
            value={value}
            allowDeselect={false}
            onChange={(v) => v && onChange(v)}
            maw={360}
            data-testid="label-origin-select"
          />
        ) : null}
      </Stack>
    </Alert>
  );
}
