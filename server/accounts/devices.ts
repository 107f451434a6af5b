/**
 * The signed-in account and its devices (issue 25): what the account holds and its limits, renaming
 * and signing out devices, and deleting the account.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { Refusal } from '../refusal';
import { AccountAnswer, OkAnswer, RemovedAnswer } from './answers';
import type { AccountContext } from './context';
import { DeviceParams, RenameBody } from './input';

export function deviceRoutes(ctx: AccountContext) {
  const { settings, store, fanout, now, idleMs, session } = ctx;
  const { readLimit, renameLimit } = ctx.limits;
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api/account',
      { config: readLimit, onRequest: app.signedIn, schema: { response: AccountAnswer } },
      async (request) => {
        const { accountId, deviceId } = request.account!;
        const devices = await store.devices(accountId, new Date(now()), idleMs);
        const usage = await store.usage(accountId);
        const keys = await store.accountKeys(accountId);
        return {
          deviceId,
          devices: devices.map((d) => ({ ...d, current: d.id === deviceId })),
          usage: { records: usage.records, bytes: usage.bytes },
          keyVersion: keys?.keyVersion ?? 1,
          // The account key wrapped by the passphrase: a passphrase change opens it again.
          wrappedKey: keys?.wrappedKey ?? null,
          limits: {
            records: settings.maxRecords,
            bytes: settings.maxBytes,
            batch: settings.batchMax,
            requestsPerMinute: settings.requestsPerMinute,
          },
        };
      },
    );

    const noDevice = () =>
      new Refusal(404, 'no_device', 'This device is not signed in to your account.');

    app.patch(
      '/api/account/devices/:id',
      {
        config: renameLimit,
        onRequest: [app.sameOrigin, app.signedIn],
        bodyLimit: 16 * 1024,
        schema: { params: DeviceParams, body: RenameBody, response: OkAnswer },
      },
      async (request) => {
        const { id } = request.params;
        const { device } = request.body;
        const { accountId } = request.account!;
        if (!(await store.renameDevice(accountId, id, device))) throw noDevice();
        fanout.publish(accountId, { kind: 'devices' });
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/account/devices/:id',
      {
        onRequest: [app.sameOrigin, app.signedIn],
        schema: { params: DeviceParams, response: OkAnswer },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { accountId, deviceId } = request.account!;
        // Another device of the account is told why when it comes back; this one knows.
        const ending =
          id === deviceId ? undefined : { reason: 'signed_out' as const, now: new Date(now()) };
        if (!(await store.removeDevice(accountId, id, ending))) throw noDevice();
        fanout.publish(accountId, { kind: 'devices' });
        if (id === deviceId) session.end(request, reply);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/account/devices',
      { onRequest: [app.sameOrigin, app.signedIn], schema: { response: RemovedAnswer } },
      async (request, reply) => {
        const { accountId } = request.account!;
        const removed = await store.removeAllDevices(accountId, new Date(now()));
        fanout.publish(accountId, { kind: 'devices' });
        session.end(request, reply);
        return { ok: true as const, removed };
      },
    );

    app.delete(
      '/api/account',
      { onRequest: [app.sameOrigin, app.signedIn], schema: { response: OkAnswer } },
      async (request, reply) => {
        const { accountId } = request.account!;
        await store.deleteAccount(accountId, new Date(now()));
        fanout.publish(accountId, { kind: 'devices' });
        request.log.info('account deleted');
        session.end(request, reply);
        return { ok: true as const };
      },
    );
  };
}
