/**
 * A query's load failed and it has nothing to show: true from the failure until data arrives, also
 * while it is asked for again (a failed refetch keeps the data it had, so is not one). Screens show a
 * LoadError (components/ui/load-error.tsx) for it rather than their empty state.
 */
export const loadFailed = ({ data, errorUpdateCount }: { data: unknown; errorUpdateCount: number }) =>
  data === undefined && errorUpdateCount > 0;
