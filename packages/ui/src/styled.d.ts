// Types `props.theme` in every styled component as the Progression theme.
import 'styled-components';
import type { Theme } from './theme/themes';

declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
