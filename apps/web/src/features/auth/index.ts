// The auth feature's public face: the sign-in screens and the pieces other features reuse
// (phone flow, texted code, re-authentication). Session primitives live in lib/session.
export { EmailActionHandler } from './components/EmailActionHandler.tsx';
export { EmailLinkForm } from './components/EmailLinkForm.tsx';
export { ForgotPasswordForm } from './components/ForgotPasswordForm.tsx';
export { LazyPhoneCodeFlow } from './components/LazyPhoneCodeFlow.tsx';
export { LazyVerifyEmailBanner } from './components/LazyVerifyEmailBanner.tsx';
export { PasswordAuthForm } from './components/PasswordAuthForm.tsx';
export { PhoneSignInForm } from './components/PhoneSignInForm.tsx';
export { RequireViewer } from './components/RequireViewer.tsx';
export { SmsCodeStep } from './components/SmsCodeStep.tsx';
export { SocialSignIn } from './components/SocialSignIn.tsx';
export { useStepUp } from './components/use-step-up.tsx';
// Where sign-in returns to lives in lib: the shell's Sign in link (ui, pages) builds it too.
export { safeNextPath, signInPath } from '../../lib/safe-next.ts';
