import { EmailActionHandler } from '../../features/auth/index.ts';

export function Component() {
  return (
    <>
      <title>Admit</title>
      <EmailActionHandler />
    </>
  );
}
