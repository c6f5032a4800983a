import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';

/** A form's failure, announced at once by screen readers. Renders nothing without a message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="danger" role="alert">
      {message}
    </Alert>
  );
}

/** A form's success, announced politely. */
export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <Alert variant="success" role="status">
      {children}
    </Alert>
  );
}
