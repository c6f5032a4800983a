import type { ReactNode } from 'react';
import { ProfilePhoto } from '../ProfilePhoto.tsx';
import { uiTokens } from '../tokens.ts';
import type { ShellLink } from './shell-link.ts';

/** How much of the bottom of a phone's screen the bar covers (plus the home-indicator inset), in px. */
export const BOTTOM_TAB_BAR_HEIGHT = uiTokens.bottomTabBar.heightPx;

type Props = {
  /** Organisers and staff (door staff included) also get "Scan" and "Manage". */
  showManage?: boolean;
  /** How the app links (React Router's NavLink, or a plain link on server-rendered pages). */
  Link: ShellLink;
  /** The signed-in person's photo, shown in place of the Account icon. */
  accountPhoto?: string | null;
};

type Tab = { to: string; label: string; icon: ReactNode; end?: boolean };

// 24px line icons; the label under each is what names the link.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const DISCOVER: Tab = {
  to: '/',
  label: 'Discover',
  // Only the home page itself, not every page under "/".
  end: true,
  icon: (
    <Icon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </Icon>
  ),
};

const TICKETS: Tab = {
  to: '/tickets',
  label: 'Tickets',
  icon: (
    <Icon>
      <path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M14 7v10" strokeDasharray="2 2" />
    </Icon>
  ),
};

const ACCOUNT: Tab = {
  to: '/account',
  label: 'Account',
  icon: (
    <Icon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  ),
};

const MANAGE: Tab = {
  to: '/manage',
  label: 'Manage',
  icon: (
    <Icon>
      <rect x="3" y="4" width="18" height="17" rx="2" />
      <path d="M3 9h18M8 2v4M16 2v4M8 14h3M8 17h6" />
    </Icon>
  ),
};

const SCAN: Tab = {
  to: '/scan',
  label: 'Scan',
  icon: (
    <Icon>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
    </Icon>
  ),
};

/**
 * The app's main navigation on phones: fixed to the bottom of the screen within thumb reach, hidden from
 * tablets up (d-md-none), where the top bar has room. Each tab is at least 44 px square with its label
 * visible; the link marks the current one with aria-current="page".
 */
export function BottomTabBar({ showManage = false, Link, accountPhoto = null }: Props) {
  const tabs = showManage ? [DISCOVER, TICKETS, ACCOUNT, SCAN, MANAGE] : [DISCOVER, TICKETS, ACCOUNT];
  return (
    <nav aria-label="Main" className="bottom-tab-bar fixed-bottom d-md-none">
      <ul className="bottom-tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to} className="bottom-tab-bar__item">
            <Link to={tab.to} end={tab.end ?? false} className="bottom-tab-bar__link">
              {tab === ACCOUNT && accountPhoto ? <ProfilePhoto url={accountPhoto} size={24} alt="" /> : tab.icon}
              <span>{tab.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
