import { SignInStub } from './SignInStub';

/** /login: there is nothing to sign in to (spec: a stub). */
export default function LoginPage() {
  return (
    <SignInStub
      heading="No sign-in needed"
      reason="has no accounts, so there is nothing to sign in to."
    />
  );
}
