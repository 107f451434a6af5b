import { SyncApiError, accountApi } from './accountApi';
import type { EnterBody, KeyChange, WireRecord } from './accountApi';
import type { SyncDispatch } from './context';

/** What dispatching an endpoint's `initiate` gives back, as far as a request needs it. */
interface Started<T> {
  unwrap(): Promise<T>;
}

/**
 * The account API's endpoints as the sync code calls them: each a request through the store (so Redux
 * DevTools shows it), answering its data or throwing a SyncApiError. Nothing is kept after it: a
 * mutation's entry is reset, a query is not subscribed to.
 */
export function accountRequests(dispatch: SyncDispatch) {
  const endpoints = accountApi.endpoints;
  const run = async <T>(started: Started<T> & { reset?: () => void }): Promise<T> => {
    try {
      return await started.unwrap();
    } catch (error) {
      throw SyncApiError.of(error);
    } finally {
      started.reset?.();
    }
  };
  const fresh = { subscribe: false, forceRefetch: true } as const;
  return {
    challenge: () => run(dispatch(endpoints.challenge.initiate())),
    setup: () => run(dispatch(endpoints.setup.initiate(undefined, fresh))),
    register: (body: EnterBody) => run(dispatch(endpoints.register.initiate(body))),
    login: (body: EnterBody) => run(dispatch(endpoints.login.initiate(body))),
    changeKeys: (body: KeyChange) => run(dispatch(endpoints.changeKeys.initiate(body))),
    logout: () => run(dispatch(endpoints.logout.initiate())),
    account: () => run(dispatch(endpoints.account.initiate(undefined, fresh))),
    renameDevice: (id: string, device: string) =>
      run(dispatch(endpoints.renameDevice.initiate({ id, device }))),
    removeDevice: (id: string) => run(dispatch(endpoints.removeDevice.initiate(id))),
    removeAllDevices: () => run(dispatch(endpoints.removeAllDevices.initiate())),
    deleteAccount: () => run(dispatch(endpoints.deleteAccount.initiate())),
    push: (records: WireRecord[]) => run(dispatch(endpoints.push.initiate(records))),
    pull: (after: number) => run(dispatch(endpoints.pull.initiate(after))),
  };
}

export type AccountRequests = ReturnType<typeof accountRequests>;
