import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { browserEmulatorUrl } from './auth-emulator-url.ts';

/**
 * The card provider's origins, for checkout (Stripe.js and its Elements): the script, the frames that hold the
 * card fields and 3-D Secure challenges (hooks.stripe.com), and the API that Stripe.js calls from the page.
 */
const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Google's helper script (gapi), which the Firebase SDK loads for popup and redirect sign-in. */
const GOOGLE_API_SCRIPT = 'https://apis.google.com';

/** Where the Firebase SDK sends Auth calls against real Firebase (@firebase/auth's default API hosts). */
const FIREBASE_AUTH_API = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * reCAPTCHA, which the SDK loads for texted codes (phone sign-in, second factors) and, when the project enforces
 * it, for email sign-in: its script from www.google.com, the code that script loads from www.gstatic.com, and its
 * challenge frame. Paths as Google's reCAPTCHA FAQ gives them. The emulator needs none (the app turns it off).
 */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Powerful features: the camera for Admit's own pages (the door scanner), payment for Admit and Stripe's frames
 * (wallets in the card form), everything else off for every frame.
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'payment=(self "https://js.stripe.com")',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * Which origins the web app may load from, derived from the configuration: against the Auth Emulator the SDK talks
 * to the emulator only (its REST calls and its helper frame); against Firebase, to Google's Auth API, the project's
 * auth domain (the helper frame of popup and redirect sign-in) and reCAPTCHA.
 */
export function contentSecurityPolicyDirectives(config: Config): Record<string, string[]> {
  const emulator = browserEmulatorUrl(config.firebase.emulatorHost);
  const firebase = emulator
    ? { connect: [emulator], frame: [emulator], script: [] }
    : {
        connect: FIREBASE_AUTH_API,
        frame: [`https://${config.firebase.authDomain}`, ...RECAPTCHA.frame],
        script: RECAPTCHA.script,
      };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the door scanner compile its QR decoder (ZXing, WebAssembly served by Admit) where
    // the browser has no BarcodeDetector; it allows WebAssembly only, never eval() of JavaScript.
    'script-src': unique(["'self'", "'wasm-unsafe-eval'", GOOGLE_API_SCRIPT, ...firebase.script, ...STRIPE.script]),
    // No inline event handlers anywhere: React attaches listeners itself.
    'script-src-attr': ["'none'"],
    // Inline styles: reCAPTCHA's widget and Google's frame helper set style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Event images come from /media on this origin; Bootstrap's CSS draws its icons as data: SVGs. A profile
    // photo address is only ever shown as text, never loaded.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...firebase.connect, ...STRIPE.connect]),
    'frame-src': unique([...firebase.frame, ...STRIPE.frame]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only where the site is served over HTTPS: on http://localhost it would send the emulator's calls to https.
  if (config.nodeEnv === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every answer (pages, assets, /graphql, /media, 404s). Registered before the routes so its
 * hooks cover them all.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(config) },
    // Firebase's popup sign-in watches the popup it opened; "same-origin" would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore HSTS over plain HTTP, but a development server must never pin a host name to HTTPS.
    strictTransportSecurity: config.nodeEnv === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  // Helmet does not set Permissions-Policy.
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
