/**
 * Creating an account, signing in and out, and changing an account's keys (issue 25): every step
 * proven by a signature over a fresh challenge, never by a passphrase, which the server never sees.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { challengeMessage, signedMessage } from '../../common/accountCrypto';
import type { SignPurpose } from '../../common/accountCrypto';
import { Refusal } from '../refusal';
import {
  ChallengeAnswer,
  KeysAnswer,
  LoginAnswer,
  OkAnswer,
  RegisterAnswer,
  SetupAnswer,
} from './answers';
import type { AccountContext } from './context';
import { KeysBody, LoginBody, RegisterBody, bad } from './input';
import { hashToken, sessionToken } from './session';

export const CHALLENGE_TTL_MS = 60_000;

/** What a registration or a sign-in sends, as its schema took it (./input.ts). */
type EntryBody = LoginBody & Pick<RegisterBody, 'wrappedKey'>;

/** Whether an Ed25519 signature by `publicKey` (base64url, 32 bytes) over `message` holds. */
function signatureHolds(publicKey: string, message: Uint8Array, signature: string): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: publicKey },
      format: 'jwk',
    });
    return verify(null, message, key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** The SHA-256 of a text, base64url: how a key change's signature names the wrapped key. */
const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url');

export function authRoutes(ctx: AccountContext) {
  const { store, fanout, now, idleMs, sessionMs, session, wait, signedOut } = ctx;
  const { authLimit } = ctx.limits;
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/api/account/challenge',
      { config: authLimit, onRequest: app.sameOrigin, schema: { response: ChallengeAnswer } },
      async () => {
        const challenge = randomBytes(32).toString('base64url');
        const at = now();
        await store.addChallenge(challenge, at + CHALLENGE_TTL_MS, at);
        return { challenge, expiresInSeconds: CHALLENGE_TTL_MS / 1000 };
      },
    );

    /** The origin the browser signs for: the request's own (sameOrigin has checked it is this site). */
    const originOf = (request: FastifyRequest) => {
      try {
        return new URL(String(request.headers.origin)).origin;
      } catch {
        throw bad('The request does not say which site it came from.');
      }
    };

    /** Takes the challenge (used up whatever follows, so a signature cannot be tried twice). */
    const takeChallenge = async (challenge: string) => {
      if (!(await store.takeChallenge(challenge, now()))) {
        throw new Refusal(
          401,
          'challenge',
          'This sign-in took too long or was already used. Please try again.',
        );
      }
    };
    const unconfirmed = () =>
      new Refusal(401, 'signature', 'The passphrase could not be confirmed. Please try again.');

    /**
     * Checks the signed challenge of a body its schema took; answers the public key it was signed
     * with. Version 2 signs purpose, origin and public key beside the challenge; a version-1 signature
     * (the challenge alone) is taken only to sign in to an account that has not moved yet.
     */
    const proven = async (request: FastifyRequest, input: EntryBody, purpose: SignPurpose) => {
      const version = input.version === 2 ? 2 : 1;
      const { publicKey, challenge, signature, device, deviceId } = input;
      // Only a version-2 sign-in may name its device later: it seals the name once the account key
      // is open (then renames).
      if (device === '' && !(version === 2 && purpose === 'login')) {
        throw bad('The device name is missing or malformed.');
      }
      if (version === 1 && purpose !== 'login') {
        throw new Refusal(
          400,
          'old_version',
          'This page is from an older version of the site. Reload it, then create your account.',
        );
      }
      // Optional in the schema only so that an old page is told to reload, above. A sign-in's body
      // is not read for one (its schema does not take it).
      const wrappedKey = purpose === 'register' ? input.wrappedKey : undefined;
      if (purpose === 'register' && wrappedKey === undefined) {
        throw bad('The wrapped account key is missing or malformed.');
      }
      await takeChallenge(challenge);
      const message =
        version === 2
          ? signedMessage(purpose, originOf(request), publicKey, challenge)
          : challengeMessage(challenge);
      if (!signatureHolds(publicKey, message, signature)) throw unconfirmed();
      return { version, publicKey, device, deviceId, wrappedKey };
    };

    const startSession = async (
      request: FastifyRequest,
      reply: FastifyReply,
      accountId: number,
      device: string,
      chosenId: string | undefined,
    ) => {
      const token = randomBytes(32).toString('base64url');
      const deviceId = chosenId ?? randomBytes(12).toString('base64url');
      const at = now();
      const created = await store.createSession({
        accountId,
        tokenHash: hashToken(token),
        deviceId,
        device,
        now: new Date(at),
        expiresAt: at + sessionMs,
        idleMs,
      });
      if (!created) {
        throw new Refusal(
          409,
          'device_exists',
          'This device is signed in to the account already. Reload the page, or sign out first.',
        );
      }
      // The account's other devices list this one from now on.
      fanout.publish(accountId, { kind: 'devices' });
      session.start(request, reply, token);
      return { deviceId };
    };

    // The deployment's salt for passphrase keys: made once, kept in the database (so a move to
    // another address keeps it), the same for everyone. It is no secret; it only makes the same
    // passphrase a different account on every deployment.
    let salt: Promise<string> | undefined;
    app.get(
      '/api/account/setup',
      { config: authLimit, schema: { response: SetupAnswer } },
      async () => {
        salt ??= store
          .deploymentValue('account_salt', () => randomBytes(32).toString('base64url'))
          .catch((error: unknown) => {
            salt = undefined;
            throw error;
          });
        return { salt: await salt };
      },
    );

    app.post(
      '/api/account/register',
      {
        config: authLimit,
        onRequest: app.sameOrigin,
        bodyLimit: 16 * 1024,
        schema: { body: RegisterBody, response: RegisterAnswer },
      },
      async (request, reply) => {
        const { publicKey, device, deviceId, wrappedKey } = await proven(
          request,
          request.body,
          'register',
        );
        const counted = await ctx.registrations(request);
        if (!counted.isAllowed && counted.isExceeded) {
          throw new Refusal(
            429,
            'too_many_accounts',
            `Too many accounts were created from your address today. Please try again in ${wait(counted.ttl)}.`,
          );
        }
        const accountId = await store.createAccount(publicKey, new Date(now()), wrappedKey);
        if (accountId === undefined) {
          throw new Refusal(
            409,
            'exists',
            'An account with this passphrase exists already. Sign in with it instead.',
          );
        }
        request.log.info('account created');
        return reply
          .code(201)
          .send(await startSession(request, reply, accountId, device, deviceId));
      },
    );

    app.post(
      '/api/account/login',
      {
        config: authLimit,
        onRequest: app.sameOrigin,
        bodyLimit: 16 * 1024,
        schema: { body: LoginBody, response: LoginAnswer },
      },
      async (request, reply) => {
        const { version, publicKey, device, deviceId } = await proven(
          request,
          request.body,
          'login',
        );
        const accountId = await store.accountId(publicKey);
        const keys = accountId === undefined ? undefined : await store.accountKeys(accountId);
        // Each version of keys signs in only to an account of its version: an account not moved
        // yet is found by the browser's second, version-1 try.
        if (accountId === undefined || !keys || keys.keyVersion !== version) {
          throw new Refusal(
            404,
            'unknown',
            'No account uses this passphrase. Check the words, or create an account.',
          );
        }
        const started = await startSession(request, reply, accountId, device, deviceId);
        return {
          ...started,
          keyVersion: keys.keyVersion,
          ...(keys.wrappedKey ? { wrappedKey: keys.wrappedKey } : {}),
        };
      },
    );

    /**
     * A change of the account's keys: a new passphrase (its public key and the account key wrapped by
     * it), or with `rotate` a new account key, which removes the records (the device sends them
     * again, sealed under it) and signs out every other device. Signed by the account's key and by
     * the new one over what changes, so a stolen session alone cannot change anything.
     */
    app.post(
      '/api/account/keys',
      {
        config: authLimit,
        onRequest: [app.sameOrigin, app.signedIn],
        bodyLimit: 16 * 1024,
        schema: { body: KeysBody, response: KeysAnswer },
      },
      async (request) => {
        const { challenge, signature, newPublicKey, newSignature, wrappedKey, rotate, seq } =
          request.body;
        const { accountId } = request.account!;
        const current = await store.accountKeys(accountId);
        if (!current) throw signedOut();
        await takeChallenge(challenge);
        const message = signedMessage(
          'change-keys',
          originOf(request),
          current.publicKey,
          challenge,
          `${newPublicKey}\n${digestOf(wrappedKey)}\n${rotate ? 'rotate' : 'keep'}\n${seq}`,
        );
        if (
          !signatureHolds(current.publicKey, message, signature) ||
          !signatureHolds(newPublicKey, message, newSignature)
        ) {
          throw unconfirmed();
        }
        const token = sessionToken(request)!;
        const result = await store.changeKeys(
          accountId,
          {
            publicKey: current.publicKey,
            newPublicKey,
            wrappedKey,
            rotate,
            seq,
            keepTokenHash: hashToken(token),
          },
          new Date(now()),
        );
        switch (result.status) {
          case 'behind':
            throw new Refusal(
              409,
              'behind',
              'Another device changed your lists meanwhile. Please try again.',
            );
          case 'stale_key':
            throw new Refusal(
              409,
              'stale_key',
              "Your account's keys were changed on another device meanwhile. Sign in again to change them.",
            );
          case 'exists':
            throw new Refusal(
              409,
              'exists',
              'Another account uses this passphrase. Please make a new one.',
            );
          default:
            break;
        }
        // The other devices: signed out (a rotation) or told to look at the device list again.
        fanout.publish(accountId, { kind: 'devices' });
        request.log.info(rotate ? 'account keys rotated' : 'account passphrase changed');
        return { ok: true as const, generation: result.generation };
      },
    );

    app.post(
      '/api/account/logout',
      { onRequest: [app.sameOrigin, app.signedIn], schema: { response: OkAnswer } },
      async (request, reply) => {
        const { accountId, deviceId } = request.account!;
        await store.removeDevice(accountId, deviceId);
        fanout.publish(accountId, { kind: 'devices' });
        session.end(request, reply);
        return { ok: true as const };
      },
    );
  };
}
