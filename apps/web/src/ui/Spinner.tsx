import BootstrapSpinner from 'react-bootstrap/Spinner';
import { uiTokens } from './tokens.ts';

type Props = {
  /** Diameter in pixels; the specification's default is 80. */
  size?: number;
  color?: string;
  label?: string;
};

/** A loading indicator with the specification's defaults: size 80, green. */
export function Spinner({ size = uiTokens.spinner.size, color = uiTokens.spinner.color, label = 'Loading…' }: Props) {
  return (
    <BootstrapSpinner
      animation="border"
      role="status"
      style={{ width: size, height: size, color, borderWidth: Math.max(2, Math.round(size / 10)) }}
    >
      <span className="visually-hidden">{label}</span>
    </BootstrapSpinner>
  );
}

/** Centred in the viewport while a page or the session loads. */
export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center align-items-center" style={{ minHeight: '60vh' }}>
      <Spinner {...(label ? { label } : {})} />
    </div>
  );
}
