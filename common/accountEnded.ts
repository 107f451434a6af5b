/**
 * Why another device ended a device's session, and what that device then tells its visitor: the
 * server keeps the reason (server/accounts/accountStore.ts) and names it in a refusal's `ended` or the
 * event stream's `signed-out`; the app words it from here, whatever text comes with it.
 */
export type EndedReason = 'signed_out' | 'deleted' | 'keys_changed';

export const ENDED_MESSAGES: Record<EndedReason, string> = {
  signed_out:
    'This device was signed out from another of your devices. Your lists stay in this browser.',
  deleted:
    'Your account was deleted on another device, so this device is signed out. Your lists stay in this browser.',
  keys_changed:
    "Your account's keys were changed on another device, so this device is signed out. Your lists stay in this browser: sign in again with your passphrase to sync them.",
};

/** The reason named in an answer, or undefined when it names none we know. */
export function endedReason(value: unknown): EndedReason | undefined {
  return value === 'signed_out' || value === 'deleted' || value === 'keys_changed'
    ? value
    : undefined;
}
