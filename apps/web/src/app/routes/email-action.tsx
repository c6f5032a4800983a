import { EmailActionHandler } from '../../features/auth/components/EmailActionHandler.tsx';

export function Component() {
  return (
    <>
      <title>Admit</title>
      <EmailActionHandler />
    </>
  );
}
