import { createRoot } from 'react-dom/client';
import { ShellApp } from './app/ShellApp';
import { startRootConfig } from './root-config/start';
import { checkSessionOnLoad } from './app/session-check';

const container = document.getElementById('shell-root');
if (!container) throw new Error('The page has no #shell-root element');

checkSessionOnLoad();
createRoot(container).render(<ShellApp />);
void startRootConfig();
