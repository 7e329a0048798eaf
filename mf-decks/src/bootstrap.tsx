import { renderStandalone } from '@progression/platform/standalone';
import App from './App';

// Standalone development (`npm start -w @progression/mf-decks`): the same routes without the shell.
renderStandalone(App);
