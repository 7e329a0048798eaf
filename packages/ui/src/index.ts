// Progression design system: themes, icons and accessible primitives shared by every frontend.
import type {} from './styled';

export * from './theme';
export * from './icons';
export * from './hooks/useMediaQuery';
export * from './hooks/useHorizontalOverflow';
export * from './hooks/useReturnFocus';

export * from './components/Typography';
export * from './components/Spinner';
export * from './components/LinearProgress';
export * from './components/buttonStyles';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/CopyToClipboard';
export * from './components/copyText';
export * from './components/Tooltip';
export * from './components/HoverPreview';
export * from './components/TextField';
export * from './components/TextArea';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/Select';
export * from './components/Card';
export * from './components/Chip';
export * from './components/Badge';
export * from './components/Avatar';
export * from './components/Alert';
export * from './components/Dialog';
export * from './components/Drawer';
export * from './components/Menu';
export * from './components/Tabs';
export * from './components/Pagination';
export * from './components/Table';
export * from './components/Stepper';
export * from './components/EmptyState';
export * from './components/Logo';

export * from './layout/Stack';
export * from './layout/Grid';
export * from './layout/Page';
export * from './layout/Section';
export { visuallyHidden } from './theme/helpers';
export { preloadRadix } from './radix/load';
