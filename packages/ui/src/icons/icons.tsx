// The product's icon set: 24x24 stroked outlines drawn in currentColor.
import { createIcon } from './createIcon';

export const MenuIcon = createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);

export const BellIcon = createIcon(
  'Bell',
  <>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </>,
);

export const SunIcon = createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);

export const MoonIcon = createIcon('Moon', <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />);

export const UserIcon = createIcon(
  'User',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);

export const AvatarIcon = createIcon(
  'Avatar',
  <>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="10" r="3" />
    <path d="M6.2 18.4a7 7 0 0 1 11.6 0" />
  </>,
);

export const LogoutIcon = createIcon(
  'Logout',
  <>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="M16 17l5-5-5-5M21 12H9" />
  </>,
);

export const CopyIcon = createIcon(
  'Copy',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
);

export const PlusIcon = createIcon('Plus', <path d="M12 5v14M5 12h14" />);
export const MinusIcon = createIcon('Minus', <path d="M5 12h14" />);
export const CloseIcon = createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const ArrowBackIcon = createIcon('ArrowBack', <path d="M19 12H5M12 19l-7-7 7-7" />);
export const ArrowForwardIcon = createIcon('ArrowForward', <path d="M5 12h14M12 5l7 7-7 7" />);
export const ChevronLeftIcon = createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />);
export const ChevronRightIcon = createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />);
export const ChevronUpIcon = createIcon('ChevronUp', <path d="m18 15-6-6-6 6" />);
export const ChevronDownIcon = createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const CheckIcon = createIcon('Check', <path d="M20 6 9 17l-5-5" />);

export const CheckCircleIcon = createIcon(
  'CheckCircle',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m8 12 3 3 5-6" />
  </>,
);

export const WarningIcon = createIcon(
  'Warning',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
);

export const ErrorIcon = createIcon(
  'Error',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4M12 16h.01" />
  </>,
);

export const InfoIcon = createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);

/** A circle with a bar: the banlist's limit 0 (Forbidden). */
export const CancelIcon = createIcon(
  'Cancel',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="m4.9 4.9 14.2 14.2" />
  </>,
);

export const SortAscIcon = createIcon('SortAsc', <path d="M3 8l4-4 4 4M7 4v16M11 12h4M11 16h7M11 20h10" />);
export const SortDescIcon = createIcon('SortDesc', <path d="M3 16l4 4 4-4M7 20V4M11 4h10M11 8h7M11 12h4" />);
export const FilterIcon = createIcon('Filter', <path d="M22 3H2l8 9.46V19l4 2v-8.54L22 3z" />);

export const SearchIcon = createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);

export const RefreshIcon = createIcon(
  'Refresh',
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);

export const EditIcon = createIcon(
  'Edit',
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4L16.5 3.5z" />
  </>,
);

export const DeleteIcon = createIcon(
  'Delete',
  <>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
    <path d="M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6" />
  </>,
);

export const CardsIcon = createIcon(
  'Cards',
  <>
    <rect x="8" y="3" width="12" height="16" rx="2" />
    <path d="M16 21H6a2 2 0 0 1-2-2V7" />
  </>,
);

export const TrophyIcon = createIcon(
  'Trophy',
  <>
    <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4z" />
    <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
  </>,
);

export const CalendarIcon = createIcon(
  'Calendar',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);

export const UsersIcon = createIcon(
  'Users',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 3.13a4 4 0 0 1 0 7.75M22 21a7 7 0 0 0-4-6.3" />
  </>,
);

export const SettingsIcon = createIcon(
  'Settings',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68a1.65 1.65 0 0 0 1-1.51V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9c.14.34.22.7.22 1.08V10a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z" />
  </>,
);

/** The game admin's mark. */
export const ShieldIcon = createIcon(
  'Shield',
  <>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
    <path d="m9 12 2 2 4-4" />
  </>,
);

/** Matches. */
export const SwordsIcon = createIcon(
  'Swords',
  <>
    <path d="M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2" />
    <path d="M14.5 6.5 18 3h3v3l-3.5 3.5M5 14l4 4M7 17l-3 3M3 19l2 2" />
  </>,
);

/** Packs and drafts. */
export const PackageIcon = createIcon(
  'Package',
  <>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8z" />
    <path d="m3 8 9 5 9-5M12 13v8M7.5 5.5l9 5" />
  </>,
);

/** Decks. */
export const LayersIcon = createIcon(
  'Layers',
  <>
    <path d="m12 2 10 5-10 5L2 7l10-5z" />
    <path d="m2 17 10 5 10-5M2 12l10 5 10-5" />
  </>,
);

export const CollectionIcon = createIcon(
  'Collection',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="9" rx="1" />
    <rect x="3" y="15" width="7" height="6" rx="1" />
    <rect x="14" y="15" width="7" height="6" rx="1" />
  </>,
);

export const ListIcon = createIcon('List', <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />);

export const ExternalIcon = createIcon(
  'External',
  <>
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    <path d="M15 3h6v6M10 14 21 3" />
  </>,
);

export const UndoIcon = createIcon(
  'Undo',
  <>
    <path d="M3 7v6h6" />
    <path d="M21 17a9 9 0 0 0-15-6.7L3 13" />
  </>,
);

export const RedoIcon = createIcon(
  'Redo',
  <>
    <path d="M21 7v6h-6" />
    <path d="M3 17a9 9 0 0 1 15-6.7L21 13" />
  </>,
);

export const LinkIcon = createIcon(
  'Link',
  <>
    <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
    <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
  </>,
);

export const DownloadIcon = createIcon(
  'Download',
  <>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="M7 10l5 5 5-5M12 15V3" />
  </>,
);

export const SaveIcon = createIcon(
  'Save',
  <>
    <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M17 21v-8H7v8M7 3v5h8" />
  </>,
);
