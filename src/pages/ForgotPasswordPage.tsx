import { SignInStub } from './SignInStub';

/** /forgot-password: there is no password to reset (spec: a stub). */
export default function ForgotPasswordPage() {
  return (
    <SignInStub
      heading="No password to reset"
      reason="has no accounts or passwords, so there is nothing to recover."
    />
  );
}
