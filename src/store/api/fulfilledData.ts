/**
 * The answer of a call whose endpoint acts once it succeeds (in `onQueryStarted`: store the new
 * token, update a cached list), or undefined when the call failed. The failure is not lost: the
 * component or thunk that started the call receives it and shows it; here it only means there is
 * nothing to do.
 */
export function fulfilledData<T>(queryFulfilled: PromiseLike<{ data: T }>): Promise<T | undefined> {
  return Promise.resolve(queryFulfilled).then(
    ({ data }) => data,
    () => undefined,
  );
}
