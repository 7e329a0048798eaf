import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/ShellApp';
import { startRootConfig } from './root-config/start';
import { checkSessionOnLoad } from './app/session-check';
import { noteInAppNavigation } from './app/in-app-navigation';

const container = document.getElementById('shell-root');
if (!container) throw new Error('The page has no #shell-root element');

noteInAppNavigation();
checkSessionOnLoad();
createRoot(container).render(<ShellApp />);
void startRootConfig();
