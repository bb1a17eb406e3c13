import { Trans } from "@lingui/react/macro";
import { Anchor, Button, Card, Group, Stack, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { FormEvent, ReactNode } from "react";

/**
 * The page around the asset type form (/asset-types/new, /asset-types/edit/{id}): a back
 * link, the h1, the fields in a card, Cancel (back where the link goes) and the submit button.
 */
export function AssetTypeFormLayout({
  title,
  back,
  backLabel,
  submitLabel,
  saving,
  onSubmit,
  children,
}: {
  title: string;
  /** Where the back link and Cancel go: the list, or the type's detail. */
  back: { id?: string };
  backLabel: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const backLink = (props: Record<string, unknown>) =>
    back.id ? (
      <Link to="/asset-types/$id" params={{ id: back.id }} {...props} />
    ) : (
      <Link to="/asset-types" {...props} />
    );
  return (
    <Stack gap="lg" maw={760}>
      <Anchor size="sm" renderRoot={backLink}>
        ← {backLabel}
      </Anchor>
      <Title order={1} fz="h2">
        {title}
      </Title>
      <form onSubmit={onSubmit} noValidate>
        <Card withBorder padding="lg">
          {children}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" renderRoot={backLink}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Card>
      </form>
    </Stack>
  );
}
