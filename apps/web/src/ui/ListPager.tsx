import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Text } from "@mantine/core";
import { type ListPage, pageButtons } from "@stockroom/core";
import { listTotalText } from "../lib/inventoryText";

/**
 * Under a server-paged list of cards or rows (core's `ListPage`): "{total} {noun}" —
 * "10,000+" when the count stopped at its limit — and Previous, five page buttons and Next.
 * Tables use `DataTable`'s own paging instead.
 */
export function ListPager({
  list,
  noun,
  onPageChange,
}: {
  list: Pick<ListPage<unknown>, "total" | "totalIsExact" | "page" | "pageCount" | "hasNextPage">;
  /** What is counted, plural: "assets". */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const { page, pageCount } = list;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" c="dimmed">{`${listTotalText(list)} ${noun}`}</Text>
      {pageCount > 1 || page > 1 ? (
        <Group gap={4} aria-label={t`Pages`} role="navigation" wrap="wrap">
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          {pageButtons(page, pageCount).map((p) => (
            <Button
              key={p}
              size="compact-sm"
              variant={p === page ? "filled" : "default"}
              aria-current={p === page ? "page" : undefined}
              aria-label={t`Page ${p}`}
              onClick={() => onPageChange(p)}
            >
              {p}
            </Button>
          ))}
          <Button
            size="compact-sm"
            variant="default"
            disabled={!list.hasNextPage}
            onClick={() => onPageChange(page + 1)}
          >
            <Trans>Next</Trans>
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
