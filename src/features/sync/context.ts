import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

import type { AccountKeys } from '@common/accountCrypto';
import type { HybridClock } from '@common/syncClock';
import type { RootState } from '@/app/hooks';

import type { AccountState } from './accountSlice';
import type { AccountRequests } from './requests';
import type { SyncedSlices } from './syncedSlices';

/** The store's dispatch as the sync code uses it: actions and thunks (the API's requests among them). */
export type SyncDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * What the sync code's parts share for one store, made by the engine (./engine.ts): the account's
 * state, its clock, the keys of this session, the records' names and tag under them, the synced
 * slices' views and the account API's requests.
 */
export interface SyncContext {
  api: AccountRequests;
  slices: SyncedSlices;
  account(): AccountState;
  /** The clock, on the server's time as last measured. */
  clock(): HybridClock;
  /** This session's keys (undefined when signed out or when they are gone). */
  keys(): Promise<AccountKeys | undefined>;
  /** A record's name (the HMAC of its path under the keys), kept for the session. */
  nameOf(keys: AccountKeys, path: string): Promise<string>;
  /** The account's tag in its records' associated data, once per keys. */
  tagOf(keys: AccountKeys): Promise<string>;
}
