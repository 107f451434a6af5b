import { SignInStub } from './SignInStub';

/** /register: there is no account to create (spec: a stub). */
export default function RegisterPage() {
  return (
    <SignInStub
      heading="No account needed"
      reason="has no accounts: everything works without signing up."
    />
  );
}
