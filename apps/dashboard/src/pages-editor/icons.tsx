import type { ReactNode } from 'react';

/** A line icon of the editor's chrome, drawn in the text colour; decorative (the control has a name). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BackIcon = () => (
  <Icon>
    <path d="M15 5l-7 7 7 7" />
  </Icon>
);
export const PhoneIcon = () => (
  <Icon>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Icon>
);
export const TabletIcon = () => (
  <Icon>
    <rect x="4.5" y="2.5" width="15" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Icon>
);
export const DesktopIcon = () => (
  <Icon>
    <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" />
    <path d="M9 20.5h6M12 16.5v4" />
  </Icon>
);
export const UndoIcon = () => (
  <Icon>
    <path d="M9 14L4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 010 11H11" />
  </Icon>
);
export const RedoIcon = () => (
  <Icon>
    <path d="M15 14l5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 000 11H13" />
  </Icon>
);
/** Blocks: four tiles, one of them a plus (what is added from the list). */
export const BlocksIcon = () => (
  <Icon>
    <rect x="3" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5" />
    <rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5" />
    <path d="M17.25 13.5v7.5M13.5 17.25H21" />
  </Icon>
);
/** Outline: the page's blocks as a tree. */
export const OutlineIcon = () => (
  <Icon>
    <path d="M4 5h16M8 12h12M8 19h12M4 5v14M4 12h4M4 19h4" />
  </Icon>
);
export const PreviewIcon = () => (
  <Icon>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const RevisionsIcon = () => (
  <Icon>
    <path d="M3 12a9 9 0 103-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </Icon>
);
