/**
 * What the account API answers when it succeeds, declared field by field: Fastify serializes by these
 * (fast-json-stringify), so nothing a handler did not mean to send can ride along, and a field left
 * out here is dropped from the answer. Each is what src/features/sync/accountApi.ts reads.
 *
 * Refusals are not declared: they are `{error, code}` and a refusal's details beside them (`ended`),
 * sent by the plugin's error handler (routes.ts) as they are. The event stream (`GET /api/sync/events`)
 * writes its own answer.
 */
import { Type } from '@sinclair/typebox';

const Ok = Type.Literal(true);
const Whole = Type.Integer();

/** `POST /api/account/challenge`. */
export const ChallengeAnswer = {
  200: Type.Object({ challenge: Type.String(), expiresInSeconds: Whole }),
};

/** `GET /api/account/setup`: the deployment's salt for passphrase keys. */
export const SetupAnswer = { 200: Type.Object({ salt: Type.String() }) };

/** `POST /api/account/register`: the new session's device id. */
export const RegisterAnswer = { 201: Type.Object({ deviceId: Type.String() }) };

/** `POST /api/account/login`: the device id, and the wrapped account key of a version-2 account. */
export const LoginAnswer = {
  200: Type.Object({
    deviceId: Type.String(),
    keyVersion: Whole,
    wrappedKey: Type.Optional(Type.String()),
  }),
};

/** `POST /api/account/keys`: the account's new key generation. */
export const KeysAnswer = { 200: Type.Object({ ok: Ok, generation: Whole }) };

/** A change done, with nothing to tell. */
export const OkAnswer = { 200: Type.Object({ ok: Ok }) };

/** `DELETE /api/account/devices`: how many devices were signed out. */
export const RemovedAnswer = { 200: Type.Object({ ok: Ok, removed: Whole }) };

/** `GET /api/account`: the account's devices, what it holds, its keys' version and its limits. */
export const AccountAnswer = {
  200: Type.Object({
    deviceId: Type.String(),
    devices: Type.Array(
      Type.Object({
        id: Type.String(),
        /** The device's name, sealed by the browser. */
        device: Type.String(),
        createdAt: Type.String(),
        lastSeenAt: Type.String(),
        current: Type.Boolean(),
      }),
    ),
    usage: Type.Object({ records: Whole, bytes: Whole }),
    keyVersion: Whole,
    /** The account key wrapped by the passphrase (null for a version-1 account). */
    wrappedKey: Type.Union([Type.String(), Type.Null()]),
    limits: Type.Object({
      records: Whole,
      bytes: Whole,
      batch: Whole,
      requestsPerMinute: Whole,
    }),
  }),
};

/** `POST /api/sync/push`: records applied, records older than the stored ones, the account's seq. */
export const PushAnswer = { 200: Type.Object({ applied: Whole, stale: Whole, seq: Whole }) };

/** `GET /api/sync/pull`: a page of records after the cursor, the next cursor, and the horizon. */
export const PullAnswer = {
  200: Type.Object({
    records: Type.Array(
      Type.Object({
        name: Type.String(),
        /** Sealed; null only for a deletion stored before deletions were sealed. */
        body: Type.Union([Type.String(), Type.Null()]),
        stamp: Type.String(),
        deleted: Type.Boolean(),
        seq: Whole,
      }),
    ),
    cursor: Whole,
    more: Type.Boolean(),
    horizon: Whole,
  }),
};
