/**
 * The design-system pieces the first screen (the login page, or the loading view) renders, imported
 * from their own modules. The package index is one shared module that brings every primitive and its
 * Radix dependencies; through it the login page would download the menus, dialogs and selects of the
 * whole app. These modules are the same ones the shared index uses (one copy in the page): only the
 * moment they load differs. Everything shown after login imports `@progression/ui` as usual.
 */
export { ThemeProvider } from '@progression/ui/theme/ThemeProvider';
export { Button } from '@progression/ui/components/Button';
export { Card, CardContent } from '@progression/ui/components/Card';
export { Logo } from '@progression/ui/components/Logo';
export { Spinner } from '@progression/ui/components/Spinner';
export { TextField } from '@progression/ui/components/TextField';
export { Heading, Muted } from '@progression/ui/components/Typography';
