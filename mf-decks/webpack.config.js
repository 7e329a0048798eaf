// The microfrontend's build: one call to the shared helper (a federated remote exposing ./lifecycles).
const { microfrontendConfig } = require('@progression/mf-build');

module.exports = microfrontendConfig({ dir: __dirname });
