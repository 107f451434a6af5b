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
 * mutation's entry is reset, a query's subscription ends with its answer (its entry goes at once).
 */
export function accountRequests(dispatch: SyncDispatch) {
  const endpoints = accountApi.endpoints;
  const run = async <T>(
    started: Started<T> & { reset?: () => void; unsubscribe?: () => void },
  ): Promise<T> => {
    try {
      return await started.unwrap();
    } catch (error) {
      throw SyncApiError.of(error);
    } finally {
      started.reset?.();
      started.unsubscribe?.();
    }
  };
  /**
   * A query is read anew each time, and subscribed to while it is on its way: an entry nobody
   * subscribes to is dropped when a mutation invalidates its tag (a push landing meanwhile), and its
   * answer with it.
   */
  const fresh = { subscribe: true, forceRefetch: true } as const;
  /**
   * A read asked for while the same one is on its way would be handed that older request's answer
   * (RTK Query joins a query in flight, forceRefetch or not): a device list asked for because the
   * devices changed must see the change, so each read waits for the one before it and goes after.
   */
  const inTurn = <T>(request: () => Promise<T>) => {
    let last: Promise<unknown> = Promise.resolve();
    return (): Promise<T> => {
      const answer = last.then(request, request);
      last = answer.catch(() => undefined);
      return answer;
    };
  };
  return {
    challenge: () => run(dispatch(endpoints.challenge.initiate())),
    setup: inTurn(() => run(dispatch(endpoints.setup.initiate(undefined, fresh)))),
    register: (body: EnterBody) => run(dispatch(endpoints.register.initiate(body))),
    login: (body: EnterBody) => run(dispatch(endpoints.login.initiate(body))),
    changeKeys: (body: KeyChange) => run(dispatch(endpoints.changeKeys.initiate(body))),
    logout: () => run(dispatch(endpoints.logout.initiate())),
    account: inTurn(() => run(dispatch(endpoints.account.initiate(undefined, fresh)))),
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
