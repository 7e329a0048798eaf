// Progression design system: themes, icons and accessible primitives shared by every frontend.
import type {} from './styled';

export * from './theme';
export * from './icons';
export * from './components/Typography';
export * from './components/Spinner';
export * from './components/buttonStyles';
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Tooltip';
export * from './components/TextField';
export * from './components/Card';
export * from './components/Alert';
