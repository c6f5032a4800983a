/** SMS second factors: enrolling a phone, removing one, and finishing a sign-in that asked for one. */
import { multiFactor, PhoneAuthProvider, PhoneMultiFactorGenerator } from 'firebase/auth';
import { codedError, type AuthContext } from './firebase-auth-context.ts';

export function secondFactorApi({ auth, state, verifierFor, currentUser, refreshUser }: AuthContext) {
  let mfaVerificationId: string | null = null;
  let enrolVerificationId: string | null = null;
  return {
    /** Second factor, start: texts a code to the enrolled phone. */
    async startSecondFactor(buttonId: string) {
      const resolver = state.mfaResolver;
      const hint = resolver?.hints.find((h) => h.factorId === PhoneMultiFactorGenerator.FACTOR_ID);
      if (!resolver || !hint) throw codedError('No sign-in waiting', 'auth/code-expired');
      mfaVerificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { multiFactorHint: hint, session: resolver.session },
        verifierFor(buttonId),
      );
    },
    /** Second factor, finalize: the code completes the sign-in. */
    async finishSecondFactor(code: string) {
      if (!state.mfaResolver || !mfaVerificationId) throw codedError('No code was sent', 'auth/code-expired');
      const credential = PhoneAuthProvider.credential(mfaVerificationId, code);
      await state.mfaResolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      state.mfaResolver = null;
      mfaVerificationId = null;
    },
    /** Enrolment, start: texts a code to the new second-factor phone. */
    async startEnrolment(phoneNumber: string, buttonId: string) {
      const session = await multiFactor(currentUser()).getSession();
      enrolVerificationId = await new PhoneAuthProvider(auth).verifyPhoneNumber(
        { phoneNumber, session },
        verifierFor(buttonId),
      );
    },
    /** Enrolment, finalize: the code proves the phone, and it becomes a second factor. */
    async finishEnrolment(code: string, label: string) {
      if (!enrolVerificationId) throw codedError('No code was sent', 'auth/code-expired');
      const credential = PhoneAuthProvider.credential(enrolVerificationId, code);
      await multiFactor(currentUser()).enroll(PhoneMultiFactorGenerator.assertion(credential), label);
      enrolVerificationId = null;
      await refreshUser();
    },
    async removeSecondFactor(factorUid: string) {
      await multiFactor(currentUser()).unenroll(factorUid);
      await refreshUser();
    },
  };
}
