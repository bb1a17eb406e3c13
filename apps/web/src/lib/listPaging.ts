import type { ClientListPage } from "@stockroom/core";

/**
 * `DataTable`'s paging props for a page cut by core's `clientListPage` (or a server page
 * of the same shape), writing page and page size back to the list's URL state. The first
 * page and the default size are left out of the URL. An empty list shows no paging.
 */
export function listPagingProps(
  view: Pick<ClientListPage<unknown>, "page" | "size" | "total">,
  sizes: readonly number[],
  defaultSize: number,
  onChange: (patch: { page?: number | undefined; size?: number | undefined }) => void,
) {
  if (view.total === 0) return {};
  return {
    page: view.page,
    totalRecords: view.total,
    recordsPerPage: view.size,
    recordsPerPageOptions: [...sizes],
    onPageChange: (page: number) => onChange({ page: page > 1 ? page : undefined }),
    onRecordsPerPageChange: (size: number) =>
      onChange({ size: size === defaultSize ? undefined : size, page: undefined }),
  };
}
