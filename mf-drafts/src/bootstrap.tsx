import { renderStandalone } from '@progression/platform/standalone';
import App from './App';

// Standalone development (`npm start -w @progression/mf-drafts`): the same routes without the shell.
renderStandalone(App);
