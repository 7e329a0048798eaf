import styled from 'styled-components';
import type { ComponentPropsWithRef } from 'react';
import { useThemeMode } from '../theme/ThemeProvider';

/** Where the shell serves the rendered logo (from packages/ui/assets/images). */
export const logoImages = { light: '/images/icon.png', dark: '/images/icon-dark.png' } as const;

const Image = styled.img`
  display: block;
  flex: none;
`;

export interface LogoProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'width' | 'height'> {
  /** Width and height in px. */
  size?: number;
  /** Another base URL for the images (e.g. a CDN); defaults to the shell's `/images`. */
  baseUrl?: string;
}

/** The product logo, in the variant drawn for the current theme. */
export function Logo({ size = 40, alt = 'Progression', baseUrl, ...rest }: LogoProps) {
  const mode = useThemeMode();
  const src = baseUrl
    ? `${baseUrl.replace(/\/$/, '')}/${logoImages[mode].split('/').pop()}`
    : logoImages[mode];
  return <Image src={src} width={size} height={size} alt={alt} {...rest} />;
}
